import { fillTemplate } from '../engine/core/template';
import { Icon } from '../engine/react/Icon';
import type { DisplayProps } from './types';

/** A list as icons (the item's `icon` key) named by the field's `item` template (the name beside each with `named`): the first `shown` (one more when that is all, with `roomForOneMore`), then '+N' naming the rest in its tooltip. */
export function IconsDisplay({ value, field, texts }: DisplayProps) {
  const items = (Array.isArray(value) ? value : []) as Record<string, unknown>[];
  if (!items.length) return <>{texts.none}</>;
  const shown = field.shown !== undefined && field.roomForOneMore && items.length === field.shown + 1 ? items.length : field.shown;
  const first = items.slice(0, shown ?? items.length);
  const rest = items.slice(first.length).map((item) => fillTemplate(field.item ?? '', item).trim());
  return (
    <ul className={`flex items-center text-slate-600 ${field.named ? 'flex-wrap gap-x-3 gap-y-1' : 'gap-1.5'}`}>
      {first.map((item, index) => {
        const name = fillTemplate(field.item ?? '', item).trim();
        return (
          <li key={index} title={name} className="flex items-center gap-1">
            <Icon name={String(item[field.icon ?? 'icon'] ?? '')} className="h-5 w-5" />
            <span className={field.named ? 'text-sm text-slate-800' : 'sr-only'}>{name}</span>
          </li>
        );
      })}
      {rest.length > 0 && <li className="text-xs font-medium" title={rest.join(', ')}>+{rest.length}</li>}
    </ul>
  );
}
