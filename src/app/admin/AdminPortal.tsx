import useSWR from 'swr';
import { CertificateFormsSection } from './CertificateFormsSection';
import { PageLink } from '../../engine/react/PageLink';
import { Spinner } from '../../engine/react/Spinner';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { fetchResolved } from '../api/client';
import { texts } from '../texts';
import { peoplePath, profilePath, type AgencyProfile, type People } from './adminCalls';
import { ProfileSection } from './ProfileSection';
import { UsersSection } from './UsersSection';

const said = texts.adminPortal;

/** /admin, for a tenant admin (the route's scope): the agency's profile and logo, its users and their access, invitations, its licensed certificate forms, and the way to its audit log. */
export default function AdminPortal() {
  const profile = useSWR<AgencyProfile>(profilePath, fetchResolved);
  const people = useSWR<People>(peoplePath, fetchResolved);
  const navigate = useGuardedNavigate();
  if (profile.error || people.error) return <p role="alert" className="p-6 text-red-700">{said.loadFailed}</p>;
  if (!profile.data || !people.data) return <Spinner label={texts.loading} />;
  return (
    <div className="flex flex-col gap-4">
      <ProfileSection profile={profile.data} reload={profile.mutate} />
      <UsersSection people={people.data} reload={people.mutate} />
      <CertificateFormsSection />
      <p className="text-sm text-slate-600">
        <PageLink path="/admin/audit" navigate={navigate}>{said.auditLog}</PageLink> {said.auditLogNote}
      </p>
    </div>
  );
}
