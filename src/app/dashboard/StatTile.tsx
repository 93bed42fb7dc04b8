import { PageLink } from '../../engine/react/PageLink';

interface StatTileProps {
  label: string;
  value: string;
  /** a second figure under the value (a premium) */
  detail?: string;
  path: string;
  navigate(path: string): void;
}

/** One figure of the day, linking to the list it counts. */
export function StatTile({ label, value, detail, path, navigate }: StatTileProps) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <PageLink path={path} navigate={navigate}>
        <span className="block text-sm text-slate-700">{label}</span>
        <span className="block text-2xl font-semibold text-slate-900">{value}</span>
        {detail && <span className="block text-sm text-slate-600">{detail}</span>}
      </PageLink>
    </li>
  );
}
