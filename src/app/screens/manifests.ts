import type { DetailManifest, ListManifest } from '../../engine/core/manifests';

function byName<M>(modules: Record<string, M>, key: keyof M): Record<string, M> {
  return Object.fromEntries(Object.values(modules).map((manifest) => [String(manifest[key]), manifest]));
}

/** Every list manifest (screens/lists), by the name routes give it. */
export const lists = byName(import.meta.glob<ListManifest>('../../../screens/lists/*.list.json', { eager: true, import: 'default' }), 'list');
/** Every detail manifest (screens/details), by the name routes give it. */
export const details = byName(import.meta.glob<DetailManifest>('../../../screens/details/*.detail.json', { eager: true, import: 'default' }), 'detail');
