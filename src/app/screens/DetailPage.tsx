import { useParams } from 'react-router-dom';
import human from '../../../screens/details/human.detail.json';
import type { DetailManifest, RouteManifest } from '../../engine/core/manifests';
import { DetailScreen } from '../../engine/react/DetailScreen';
import { fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';

const details: Record<string, DetailManifest> = { human: human as DetailManifest };

export default function DetailPage({ route }: { route: RouteManifest }) {
  const { id = '' } = useParams();
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  return <DetailScreen key={id} manifest={details[route.detail!]} id={id} fetcher={fetchResolved} allowed={allowed} navigate={navigate} texts={texts} />;
}
