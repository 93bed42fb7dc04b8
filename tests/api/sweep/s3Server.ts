import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * An S3-compatible server of the test's own (s3rver, on a free port, its objects in a temporary folder)
 * with one bucket: `url` is the S3_URL that reaches it; `objects` where its files land; `stop()` makes it
 * unreachable, `remove()` stops it and deletes the folder.
 */
export async function s3Server(bucket = 'agency-files') {
  const directory = mkdtempSync(join(tmpdir(), 'agency-desk-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  let running = true;
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    url: `s3://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?forcePathStyle=true&tls=false`,
    objects: join(directory, bucket),
    stop,
    async remove() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
