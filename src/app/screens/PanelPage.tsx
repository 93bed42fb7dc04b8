import { Suspense } from 'react';
import type { RouteManifest } from '../../engine/core/screenManifests';
import { Spinner } from '../../engine/react/Spinner';
import { panels } from '../panels';
import { texts } from '../texts';

/** A page that is one panel of the registry (the Files page: "panel": "files"). */
export default function PanelPage({ route }: { route: RouteManifest }) {
  const Panel = panels[route.panel!];
  return (
    <Suspense fallback={<Spinner label={texts.loading} />}>
      <Panel />
    </Suspense>
  );
}
