import { AddressDisplay } from './AddressDisplay';
import { AvatarDisplay } from './AvatarDisplay';
import { BadgesDisplay } from './BadgesDisplay';
import { ChangesDisplay } from './ChangesDisplay';
import { DateDisplay } from './DateDisplay';
import { DueTimeDisplay } from './DueTimeDisplay';
import { FileKindDisplay } from './FileKindDisplay';
import { PersonNameDisplay } from './PersonNameDisplay';
import { IconsDisplay } from './IconsDisplay';
import { MoneyDisplay } from './MoneyDisplay';
import { NameAndInfoDisplay } from './NameAndInfoDisplay';
import { StatusDisplay } from './StatusDisplay';
import { TextDisplay } from './TextDisplay';
import type { DisplayRegistry } from './types';
import { YesNoDisplay } from './YesNoDisplay';

/** Displays by the name list columns and detail fields give them; list cells and detail fields share them. */
export const displayRegistry: DisplayRegistry = {
  text: TextDisplay,
  date: DateDisplay,
  dueTime: DueTimeDisplay,
  yesNo: YesNoDisplay,
  avatar: AvatarDisplay,
  personName: PersonNameDisplay,
  nameAndInfo: NameAndInfoDisplay,
  badges: BadgesDisplay,
  address: AddressDisplay,
  money: MoneyDisplay,
  fileKind: FileKindDisplay,
  status: StatusDisplay,
  icons: IconsDisplay,
  changes: ChangesDisplay,
};
