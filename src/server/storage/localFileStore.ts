import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { assertContentAddress, type FileStore } from './fileStore.ts';

/**
 * The embedded store: `<dir>/sha256/ab/cd/abcd…` (two levels of fan-out keep folders small).
 * `dir` is DATA_DIR/files, which no route serves; files leave only through signed links.
 */
export function createLocalFileStore(dir: string): FileStore {
  const pathOf = (sha256: string) => {
    assertContentAddress(sha256);
    return join(dir, 'sha256', sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };

  return {
    async put(sha256, path) {
      const target = pathOf(sha256);
      if (await stat(target).then(() => true, () => false)) {
        await rm(path, { force: true });
        return;
      }
      await mkdir(join(target, '..'), { recursive: true });
      // the spool is inside `dir`, so this is one atomic rename on the same file system
      await rename(path, target);
    },

    async open(sha256) {
      try {
        const handle = await open(pathOf(sha256), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(sha256) {
      await rm(pathOf(sha256), { force: true });
    },
  };
}
