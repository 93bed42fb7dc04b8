import { AvatarDisplay } from './AvatarDisplay';
import { DateDisplay } from './DateDisplay';
import { HumanNameDisplay } from './HumanNameDisplay';
import { TextDisplay } from './TextDisplay';
import type { DisplayRegistry } from './types';
import { YesNoDisplay } from './YesNoDisplay';

/** Displays by the name list columns and detail fields give them; list cells and detail fields share them. */
export const displayRegistry: DisplayRegistry = {
  text: TextDisplay,
  date: DateDisplay,
  yesNo: YesNoDisplay,
  avatar: AvatarDisplay,
  humanName: HumanNameDisplay,
};
