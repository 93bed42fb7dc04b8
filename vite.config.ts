import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { pdfAssets } from './scripts/pdfAssets';

/** 11, the smallest files, unless BROTLI_QUALITY says otherwise (the test run's build: 5, in seconds instead of half a minute) */
const brotliQuality = Number(process.env.BROTLI_QUALITY ?? 11);

export default defineConfig({
  root: 'src/app',
  publicDir: false,
  plugins: [
    react(),
    tailwindcss(),
    pdfAssets(),
    // .br and .gz beside every text file, at the highest levels (made once, served many times):
    // the server picks one by the request's Accept-Encoding (src/server/http/staticFiles.ts)
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: the server preloads the chunks of the first page's route from it
    manifest: true,
  },
  server: {
    proxy: { '/v1': 'http://localhost:3000', '/docs': 'http://localhost:3000' },
  },
});
