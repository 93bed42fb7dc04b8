import useSWR from 'swr';
import { fillTemplate } from '../../engine/core/template';
import { fetchResolved } from '../api/client';
import { useGuardedNavigate } from './LeaveGuard';
import type { VersionsMenu } from './recordTitle';

type Item = Record<string, unknown>;

/** The record's versions in the top bar (a policy's): choosing one opens its page. Read again for each version shown, so a new one is offered at once. */
export function VersionMenu({ menu }: { menu: VersionsMenu }) {
  const navigate = useGuardedNavigate();
  const { data } = useSWR<Item>([menu.api, menu.current], () => fetchResolved<Item>(menu.api), { dedupingInterval: 0 });
  const versions = (data?.[menu.itemsKey] as Item[] | undefined) ?? [];
  if (versions.length === 0) return null;
  const idOf = (item: Item) => String(item[menu.value]);
  return (
    <select
      aria-label={menu.title}
      value={menu.current}
      onChange={(e) => {
        const chosen = versions.find((v) => idOf(v) === e.target.value);
        if (chosen) navigate(fillTemplate(menu.path, chosen, encodeURIComponent));
      }}
      className="h-9 rounded border border-slate-300 bg-white px-2 text-sm"
    >
      {versions.map((v) => <option key={idOf(v)} value={idOf(v)}>{fillTemplate(menu.label, v)}</option>)}
    </select>
  );
}
