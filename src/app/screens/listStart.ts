import type { ListManifest } from '../../engine/core/screenManifests';
import type { ListStart } from '../../engine/react/ListScreen';

/** What a list's address asks it to open with: `search` and the manifest's own filters (a dashboard tile's link: /policy?is_Written=true&…); other parameters are left alone. */
export function listStartOf(manifest: ListManifest, params: URLSearchParams): ListStart | undefined {
  const filters = Object.fromEntries(manifest.filters.filter((f) => params.get(f.key)).map((f) => [f.key, params.get(f.key)!]));
  const search = params.get('search')?.trim() ?? '';
  if (!search && !Object.keys(filters).length) return undefined;
  return { ...(search ? { search } : {}), ...(Object.keys(filters).length ? { filters } : {}) };
}
