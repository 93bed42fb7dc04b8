// own modules: it proves what loading the server's modules does to the thread's globals
import { describe, expect, it } from 'vitest';

// core-js makes its replacements' source read as native, so only identity tells them apart
const platform = { stringify: JSON.stringify, parse: JSON.parse };

describe("the server's thread keeps the platform's globals", () => {
  // some 700 modules through Vitest's transform: ~10 s on a quiet machine, over 30 s at load 12
  it('loading every route and service leaves JSON.stringify as it was (pdf.js and its polyfills stay on the text thread)', { timeout: 120_000 }, async () => {
    await import('../../src/server/app.ts');
    expect(JSON.stringify).toBe(platform.stringify);
    expect(JSON.parse).toBe(platform.parse);
  });

  // pdf.js's core-js replaces JSON.parse (for its source text access) where the platform has no JSON.rawJSON (Node 20);
  // Node 22 has both, and keeps its own
  it('tells a replacement apart, as loading pdf.js on this thread makes on a platform without JSON.rawJSON', async () => {
    const native = 'rawJSON' in JSON;
    await import('pdfjs-dist/legacy/build/pdf.mjs');
    expect(JSON.parse === platform.parse).toBe(native);
  });
});
