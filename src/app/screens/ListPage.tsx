import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RouteManifest } from '../../engine/core/screenManifests';
import { panels } from '../panels';
import { listStartOf } from './listStart';
import { useList } from './manifests';
import RecordList from './RecordList';

/** A list page, opening with the search and filters its address names; a route's `aside` panel (the draft policies, the renewals due) stands beside the list on a wide screen, above it on a narrower one. */
export default function ListPage({ route }: { route: RouteManifest }) {
  const [params] = useSearchParams();
  const list = <RecordList list={route.list!} initial={listStartOf(useList(route.list!), params)} />;
  const Aside = route.aside ? panels[route.aside] : undefined;
  if (!Aside) return list;
  return (
    // beside the list from 1536 px; above it on narrower screens, where the list needs the whole width
    <div className="flex flex-col-reverse gap-4 2xl:flex-row 2xl:items-start">
      <div className="min-w-0 flex-1">{list}</div>
      <Suspense>
        <Aside />
      </Suspense>
    </div>
  );
}
