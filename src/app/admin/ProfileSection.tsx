import { Suspense, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { useToast } from '../../engine/react/Toasts';
import { ItemFormDialog } from '../work/lazyParts';
import { texts } from '../texts';
import { adminForms, type AgencyProfile } from './adminCalls';
import { LogoControl } from './LogoControl';

const said = texts.adminPortal;

/** The agency's profile as its certificates print it, Edit Profile in a dialog, and its logo. */
export function ProfileSection({ profile, reload }: { profile: AgencyProfile; reload: KeyedMutator<AgencyProfile> }) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const place = [[profile.city, profile.state_Code].filter(Boolean).join(', '), profile.zip].filter(Boolean).join(' ');
  const rows: [string, string | undefined][] = [
    [said.agencyName, profile.agency_Name],
    [said.address, [profile.address_Line_1, profile.address_Line_2, place].filter(Boolean).join(', ')],
    [said.phone, profile.phone],
    [said.email, profile.email],
    [said.licenceNumber, profile.licence_Number],
  ];
  const { form, mode, call } = adminForms.profile;
  return (
    <section aria-labelledby="agency-profile" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <div>
          <h2 id="agency-profile" className="text-lg font-semibold text-slate-900">{said.profile}</h2>
          <p className="text-sm text-slate-600">{said.profileNote}</p>
        </div>
        <button type="button" onClick={() => setEditing(true)} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white">{said.editProfile}</button>
      </div>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className={value ? 'text-slate-900' : 'text-slate-400'}>{value || said.notGiven}</dd>
          </div>
        ))}
        <dt className="self-center text-slate-500">{said.logo}</dt>
        <dd><LogoControl hasLogo={profile.has_Logo} onChanged={() => void reload()} /></dd>
      </dl>
      {editing && (
        <Suspense>
          <ItemFormDialog form={form} mode={mode} call={call} values={{ id: '', item: { ...profile } }}
            onSaved={(message) => { toast.success(message); setEditing(false); void reload(); }} onCancelled={() => setEditing(false)} />
        </Suspense>
      )}
    </section>
  );
}
