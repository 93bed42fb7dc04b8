import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The benchmark pages: the same Add Human form in our engine, stock RJSF and plain React; Add Entity and Add Policy in our engine and plain React; the opportunity board with 1,000 cards and a plain list of the same cards. */
export default defineConfig({
  root: new URL('./forms', import.meta.url).pathname,
  base: './',
  publicDir: false,
  // BENCH_REACT_COMPILER=1: every page compiled by React's compiler (oxc-transform-react), to measure it against the same pages without
  plugins: [react({ compiler: process.env.BENCH_REACT_COMPILER === '1' }), tailwindcss()],
  build: {
    outDir: new URL('./dist', import.meta.url).pathname,
    emptyOutDir: true,
    rollupOptions: {
      input: Object.fromEntries(['engine', 'rjsf', 'plain', 'engine-entity', 'plain-entity', 'engine-policy', 'plain-policy', 'board', 'board-plain'].map((n) => [n, new URL(`./forms/${n}.html`, import.meta.url).pathname])),
    },
  },
});
