/**
 * The server as plain JavaScript: `src/server/main.ts` and what it imports bundled by esbuild into
 * `.build/server/` (packages stay in node_modules), so a start loads a few files natively instead
 * of some 700 modules through tsx's loader thread (a start: ~7.7 s of CPU through tsx, ~4.5 s from
 * the bundle, measured on two cores). `npm start` and the browser journeys run it.
 *
 * A module's own location (`import.meta.url`, `import.meta.dirname`) is written into it as its
 * source file's, so the paths it reads beside itself (migrations, the PGlite worker, the zip table,
 * screens/lists, dist) are the source tree's, wherever the bundle lies.
 */
import { build, type Plugin } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

export const serverBundle = '.build/server/main.js';
/** `startAgencyDesk` of src/server/start.ts, bundled: the journeys start their servers in their worker from it */
export const startBundle = '.build/server/start.js';

const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(context) {
    context.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.filename', JSON.stringify(path));
      return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

export async function buildServer(): Promise<void> {
  // chunks are named by their content: the last build's would stay beside the new ones
  await rm(dirname(serverBundle), { recursive: true, force: true });
  await build({
    entryPoints: { main: 'src/server/main.ts', start: 'src/server/start.ts' },
    outdir: dirname(serverBundle),
    bundle: true,
    // the demo seeding and other parts loaded on first need stay chunks of their own
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [sourceLocations],
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
