import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import routeManifest from '../../../screens/routes.json';
import { firstModules, firstRequests, isFormModule, type RouteManifests } from '../../domain/firstLoad.ts';
import { resolveIncludes } from '../../engine/core/formIncludes.ts';
import type { UiSchema, UiSchemaFile } from '../../engine/core/manifests.ts';
import type { DetailManifest, RouteManifest } from '../../engine/core/screenManifests.ts';
import { listManifest } from './listManifests.ts';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface AppPage {
  html: string;
  /** weak: the same page is sent as br, gzip or identity */
  etag: string;
}

const routes = routeManifest.routes as RouteManifest[];
const projectRoot = join(import.meta.dirname, '../../..');

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** A ui schema file's path from the project's root by its name (schemas/<module>/<name>.ui.json). */
function uiSchemaPath(name: string): string | undefined {
  const schemas = join(projectRoot, 'schemas');
  const dir = readdirSync(schemas).find((d) => existsSync(join(schemas, d, `${name}.ui.json`)));
  return dir && `schemas/${dir}/${name}.ui.json`;
}

/** A ui schema file by name. */
function uiSchemaFile(name: string): UiSchemaFile | undefined {
  const path = uiSchemaPath(name);
  return path ? (readJson(join(projectRoot, path)) as UiSchemaFile) : undefined;
}

/** A form's ui schema with the forms it includes in place, as the form page loads it. */
function uiSchema(form: string): UiSchema | undefined {
  const file = uiSchemaFile(form);
  return file && resolveIncludes(file, uiSchemaFile);
}

/** The ui schema files a form loads (paths from the project's root): its own and those it includes, theirs too. */
function uiSchemaPaths(form: string): string[] {
  const path = uiSchemaPath(form);
  if (!path) return [];
  const includes = (readJson(join(projectRoot, path)) as UiSchemaFile).sections.flatMap((part) => ('include' in part ? uiSchemaPaths(part.include) : []));
  return [path, ...includes];
}

/** The manifest files a route's screen loads before it shows anything (paths from the project's root; each its own chunk, src/app/screens/manifests.ts and src/app/forms/discovered.ts). */
function manifestPaths(route: RouteManifest | undefined): string[] {
  if (route?.list) return [`screens/lists/${route.list}.list.json`];
  if (route?.detail) return [`screens/details/${route.detail}.detail.json`];
  return route?.form ? uiSchemaPaths(route.form) : [];
}

/** The manifests a route names. */
function manifestsOf(route: RouteManifest | undefined): RouteManifests {
  return {
    list: route?.list ? listManifest(route.list) : undefined,
    ui: route?.form ? uiSchema(route.form) : undefined,
    detail: route?.detail ? (readJson(join(projectRoot, manifestPaths(route)[0])) as DetailManifest) : undefined,
  };
}

/**
 * How well a route path matches a URL path, as React Router ranks them (a static segment over a
 * parameter over a splat); null when it does not match.
 */
export function matchScore(pattern: string, path: string): number | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  let score = 0;
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return score + 1;
    if (i >= have.length) return null;
    if (want[i].startsWith(':')) score += 3;
    else if (want[i] === have[i]) score += 10;
    else return null;
  }
  return want.length === have.length ? score : null;
}

/** The route of the screens manifest that App.tsx renders for a path ('/' is the dashboard's). */
export function routeFor(path: string): RouteManifest | undefined {
  const wanted = path === '/' ? '/dashboard' : path;
  let best: RouteManifest | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const score = matchScore(route.path, wanted);
    if (score !== null && score > bestScore) [best, bestScore] = [route, score];
  }
  return best;
}

/**
 * The app's HTML page for each path: the built index.html with <link rel="modulepreload"> for every
 * chunk the path's first load imports (and their static imports) that index.html does not already
 * name, and <link rel="preload" as="fetch"> for the API answers it waits for. Without a build
 * manifest no chunk is named. Pages are made once per route; a detail page's also names its record's
 * read, by the path's id, so it is made for each path from its route's parts.
 */
export function appPages(staticDir: string): (path: string) => AppPage {
  const index = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const manifestFile = join(staticDir, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const named = new Set([...index.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
  const made = new Map<string, AppPage>();

  const page = ({ modules, fetches }: { modules: string[]; fetches: string[] }): AppPage => {
    const scripts: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
      if (!named.has(chunk.file) && !scripts.includes(chunk.file)) scripts.push(chunk.file);
      for (const css of chunk.css ?? []) if (!named.has(css) && !styles.includes(css)) styles.push(css);
    };
    for (const key of modules) visit(key);
    const links = [
      // as="fetch" with crossorigin: the same request mode and credentials as the app's fetch(), so it is reused
      ...fetches.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`),
      // low: after the entry script and its imports, which paint the first screen; the route's content needs these next
      ...scripts.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ];
    const html = links.length ? index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : index;
    return { html, etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"` };
  };

  /**
   * A manifest file's chunk (a path from the project's root): its own when only loaded lazily (keyed
   * by its path from src/app), or the shared chunk named after it when a module also imports it.
   */
  const chunkOf = (path: string): string => {
    const own = `../../${path}`;
    const name = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
    return manifest[own] ? own : (Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === name) ?? own);
  };

  /** A chunk's lazy imports and those of the chunks it imports: a form screen may reach its forms through a module it shares. */
  const lazyImports = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.dynamicImports ?? []), ...(chunk.imports ?? []).flatMap((imported) => lazyImports(imported, seen))];
  };

  const parts = new Map<string, { modules: string[]; manifests: RouteManifests }>();
  return (path) => {
    const route = routeFor(path);
    const key = route?.path ?? '';
    let part = parts.get(key);
    if (!part) {
      const modules = [...firstModules(route), ...manifestPaths(route).map(chunkOf)];
      // a form page: the form's own modules among the form screen's lazy imports
      if (route?.screen === 'form' && route.form) modules.push(...lazyImports(firstModules(route).at(-1)!).filter((key) => isFormModule(key, route.form!)));
      part = { modules, manifests: manifestsOf(route) };
      parts.set(key, part);
    }
    if (route?.screen === 'detail') return page({ modules: part.modules, fetches: firstRequests(route, part.manifests, path) });
    let found = made.get(key);
    if (!found) {
      found = page({ modules: part.modules, fetches: firstRequests(route, part.manifests) });
      made.set(key, found);
    }
    return found;
  };
}
