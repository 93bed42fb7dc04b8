import { memo, useEffect, useState } from 'react';
import { messageId } from '../engine/react/FieldTemplate';
import { Icon } from '../engine/react/Icon';
import type { LineOfBusiness, WidgetProps } from './types';

/** A row's line of business shown, not typed: its icon and name, by the id the row holds (the picker chose it). */
export const LobNameWidget = memo(function LobNameWidget({ id, value, services }: WidgetProps<string>) {
  const [line, setLine] = useState<LineOfBusiness>();
  useEffect(() => {
    let live = true;
    services.linesOfBusiness?.().then((all) => live && setLine(all.find((l) => l.line_Of_Business_Id === value)), (error: unknown) => console.error(error));
    return () => { live = false; };
  }, [services, value]);
  return (
    <output id={id} aria-describedby={messageId(id)} className="flex h-9 items-center gap-2 text-sm text-slate-800">
      {line && <Icon name={line.icon} className="h-4 w-4 text-slate-600" />}
      {line?.line_Of_Business_Name ?? value}
    </output>
  );
});
