import { Suspense } from 'react';
import type { RouteManifest } from '../../engine/core/manifests';
import { panels } from '../panels';
import RecordList from './RecordList';

/** A list page; a route's `aside` panel (the draft policies) stands beside the list. */
export default function ListPage({ route }: { route: RouteManifest }) {
  const list = <RecordList list={route.list!} />;
  const Aside = route.aside ? panels[route.aside] : undefined;
  if (!Aside) return list;
  return (
    <div className="flex items-start gap-4">
      <div className="min-w-0 flex-1">{list}</div>
      <Suspense>
        <Aside />
      </Suspense>
    </div>
  );
}
