import { useParams } from 'react-router-dom';
import { displayRegistry } from '../../displays/registry';
import type { RouteManifest } from '../../engine/core/manifests';
import { DetailScreen } from '../../engine/react/DetailScreen';
import { fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { useRecordTitle } from '../shell/recordTitle';
import { texts } from '../texts';
import { details } from './manifests';

export default function DetailPage({ route }: { route: RouteManifest }) {
  const { id = '' } = useParams();
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const showRecord = useRecordTitle();
  return (
    <DetailScreen
      key={id}
      manifest={details[route.detail!]}
      id={id}
      fetcher={fetchResolved}
      allowed={allowed}
      navigate={navigate}
      displays={displayRegistry}
      texts={texts}
      onTitle={showRecord}
    />
  );
}
