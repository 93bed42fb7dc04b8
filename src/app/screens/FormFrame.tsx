import type { ReactNode } from 'react';
import type { RouteManifest } from '../../engine/core/screenManifests';
import { formHeading } from '../forms/headings';

/**
 * A form page's frame: its mode's title and subtitle above what it shows. The route shows it with a
 * spinner while the page's modules load (App.tsx), the page with its form: the heading stays put.
 */
export function FormFrame({ route, children }: { route: RouteManifest; children: ReactNode }) {
  const heading = formHeading(route.form!, route.mode!);
  return (
    <div className="mx-auto max-w-5xl">
      {heading && (
        <header className="mb-5">
          <h2 className="text-2xl font-semibold">{heading.title}</h2>
          {heading.subtitle && <p className="text-sm text-slate-600">{heading.subtitle}</p>}
        </header>
      )}
      {children}
    </div>
  );
}
