import { Suspense, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { displayDate } from '../../engine/core/dates';
import { fillTemplate } from '../../engine/core/template';
import { useToast } from '../../engine/react/Toasts';
import { useSession } from '../session/session';
import { ItemFormDialog } from '../work/lazyParts';
import { texts } from '../texts';
import { adminForms, type Member, type People } from './adminCalls';
import { RoleBadge } from './RoleBadge';

const said = texts.adminPortal;
type Dialog = { kind: 'access'; member: Member } | { kind: 'invite' };

/** The agency's members with their role and scopes, Change access per member, Invite User, and the invitations waiting. */
export function UsersSection({ people, reload }: { people: People; reload: KeyedMutator<People> }) {
  const toast = useToast();
  const { session } = useSession();
  const [dialog, setDialog] = useState<Dialog>();
  const saved = (message: string) => {
    toast.success(message);
    setDialog(undefined);
    void reload();
  };
  const opened = dialog && (dialog.kind === 'access'
    ? { ...adminForms.access, values: { id: dialog.member.user_Reference_Id, item: { user_Reference_Id: dialog.member.user_Reference_Id, scopes: dialog.member.scopes } } }
    : { ...adminForms.invite, values: { id: '' } });
  const cell = 'px-3 py-2 text-left align-top';
  return (
    <section aria-labelledby="agency-users" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <h2 id="agency-users" className="text-lg font-semibold text-slate-900">{said.users}</h2>
        <button type="button" onClick={() => setDialog({ kind: 'invite' })} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white">{said.inviteUser}</button>
      </div>
      <table className="mt-3 w-full text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr><th className={cell}>{said.name}</th><th className={cell}>{said.email}</th><th className={cell}>{said.role}</th><th className={cell}>{said.scopes}</th><th className={cell}><span className="sr-only">{said.actions}</span></th></tr>
        </thead>
        <tbody>
          {people.users.map((m) => (
            <tr key={m.user_Reference_Id} className="border-b border-slate-100">
              <td className={cell}>{m.name} {m.user_Reference_Id === session.user.id && <span className="text-slate-500">{said.you}</span>}</td>
              <td className={cell}>{m.email}</td>
              <td className={cell}><RoleBadge role={m.role} /></td>
              <td className={`${cell} max-w-md text-xs text-slate-600`}>{m.scopes.join(', ')}</td>
              <td className={cell}>
                <button type="button" onClick={() => setDialog({ kind: 'access', member: m })} aria-label={fillTemplate(said.changeAccessOf, { name: m.name })}
                  className="rounded border border-slate-300 px-2 py-1 text-xs">{said.changeAccess}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{said.invitations}</h3>
      {people.invitations.length ? (
        <ul className="mt-1 text-sm">
          {people.invitations.map((i) => (
            <li key={i.invitation_Reference_Id} className="flex items-center gap-3 py-1">
              <span>{i.email}</span><RoleBadge role={i.role} /><span className="text-slate-500">{fillTemplate(said.invitedOn, { date: displayDate(i.invited_At.slice(0, 10)) })}</span>
            </li>
          ))}
        </ul>
      ) : <p className="mt-1 text-sm text-slate-500">{said.noInvitations}</p>}
      {opened && (
        <Suspense>
          <ItemFormDialog form={opened.form} mode={opened.mode} call={opened.call} values={opened.values} onSaved={saved} onCancelled={() => setDialog(undefined)} />
        </Suspense>
      )}
    </section>
  );
}
