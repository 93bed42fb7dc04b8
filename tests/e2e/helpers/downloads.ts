import { buffer } from 'node:stream/consumers';
import type { Download } from 'playwright-core';

/** What a download saved, read through the browser's connection (a journey's Chromium is the run's shared one, so the file is not on a path of ours). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}
