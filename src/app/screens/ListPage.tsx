import type { RouteManifest } from '../../engine/core/manifests';
import RecordList from './RecordList';

export default function ListPage({ route }: { route: RouteManifest }) {
  return <RecordList list={route.list!} />;
}
