import { describe, expect, it } from 'vitest';

// core-js makes its replacements' source read as native, so only identity tells them apart
const platform = { stringify: JSON.stringify, parse: JSON.parse };

describe("the server's thread keeps the platform's globals", () => {
  it('loading every route and service leaves JSON.stringify as it was (pdf.js and its polyfills stay on the text thread)', async () => {
    await import('../../src/server/app.ts');
    expect(JSON.stringify).toBe(platform.stringify);
    expect(JSON.parse).toBe(platform.parse);
  });

  it('tells a replacement apart, as loading pdf.js on this thread makes', async () => {
    await import('pdfjs-node/legacy/build/pdf.mjs');
    expect(JSON.stringify).not.toBe(platform.stringify);
  });
});
