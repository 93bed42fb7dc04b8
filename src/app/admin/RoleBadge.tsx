import { texts } from '../texts';

const said = texts.adminPortal;
const names: Record<string, string> = { admin: said.roleAdmin, csr: said.roleCsr, viewer: said.roleViewer };

/** The role a member's scopes match exactly ('Custom' when none does). */
export function RoleBadge({ role }: { role: string }) {
  return <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{names[role] ?? said.roleCustom}</span>;
}
