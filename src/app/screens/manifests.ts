import { use } from 'react';
import type { DetailManifest, ListManifest } from '../../engine/core/screenManifests';
import { byFileName, loadedOnce, named } from '../loadedOnce';

// each manifest is its own chunk: a page loads only the manifests it shows (the server preloads its route's)
const listFiles = byFileName(import.meta.glob<ListManifest>('../../../screens/lists/*.list.json', { import: 'default' }), '.list.json');
const detailFiles = byFileName(import.meta.glob<DetailManifest>('../../../screens/details/*.detail.json', { import: 'default' }), '.detail.json');

/** A list manifest (screens/lists/<name>.list.json), loaded once. */
export const loadList = loadedOnce(named(listFiles, 'list'));
/** A detail manifest (screens/details/<name>.detail.json), loaded once. */
export const loadDetail = loadedOnce(named(detailFiles, 'detail page'));

/** A list manifest, suspending the component until it has loaded. */
export const useList = (name: string): ListManifest => use(loadList(name));
/** A detail manifest, suspending the component until it has loaded. */
export const useDetail = (name: string): DetailManifest => use(loadDetail(name));
