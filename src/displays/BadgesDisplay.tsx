import { fillTemplate } from '../engine/core/template';
import type { DisplayProps } from './types';

const badge = 'rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700';

/** A list as badges named by the field's `item` template: the first `shown`, then '+N' naming the rest in its tooltip. */
export function BadgesDisplay({ value, field, texts }: DisplayProps) {
  const names = (Array.isArray(value) ? value : []).map((item: object) => fillTemplate(field.item ?? '', item).trim());
  if (!names.length) return <>{texts.none}</>;
  const first = names.slice(0, field.shown ?? names.length);
  const rest = names.slice(first.length);
  return (
    <ul className="flex flex-wrap gap-1">
      {first.map((name, index) => <li key={index} className={badge}>{name}</li>)}
      {rest.length > 0 && <li className={badge} title={rest.join(', ')}>+{rest.length}</li>}
    </ul>
  );
}
