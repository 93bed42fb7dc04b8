import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The folders of pdf.js the viewer asks for by URL: character maps, the standard fonts, colour profiles and its image decoders. */
const folders = ['cmaps', 'standard_fonts', 'iccs', 'wasm'];
/** What the viewer never loads: WebAssembly (the CSP has no 'wasm-unsafe-eval'; the JavaScript decoders serve) and the scripting sandbox. */
const unused = /\.wasm$|^quickjs/;
const types: Record<string, string> = { '.js': 'text/javascript', '.ttf': 'font/ttf' };

/**
 * Copies pdf.js's data folders into the build under `assets/pdfjs-<version>/` (the viewer passes
 * that URL to pdf.js, src/app/files/viewer/pdfAssets.ts), and serves them from node_modules in the
 * dev server. The version in the path keeps the year-long cache of /assets/ right across upgrades.
 */
export function pdfAssets(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const base = `assets/pdfjs-${version}/`;
  const files = folders.flatMap((folder) => readdirSync(join(root, folder)).filter((name) => !unused.test(name)).map((name) => `${folder}/${name}`));

  return {
    name: 'pdf-assets',
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${base}${file}`, source: readFileSync(join(root, file)) });
    },
    configureServer(server) {
      server.middlewares.use(`/${base}`, (request, response, next) => {
        const file = (request.url ?? '').split('?')[0].replace(/^\//, '');
        if (!files.includes(file)) return next();
        const type = types[file.slice(file.lastIndexOf('.'))];
        if (type) response.setHeader('content-type', type);
        createReadStream(join(root, file)).pipe(response);
      });
    },
  };
}
