/**
 * Restores a backup made by scripts/backup.ts into a data directory that holds no database yet:
 *   tsx scripts/restore.ts --from DIR [--data-dir DIR]   (DATA_DIR, else ./data)
 */
import { parseArgs } from 'node:util';
import { restore } from './lib/backupSet.ts';

const { values } = parseArgs({ options: { from: { type: 'string' }, 'data-dir': { type: 'string' } } });
if (!values.from) {
  console.error('Usage: npm run restore -- --from DIR [--data-dir DIR]');
  process.exit(2);
}
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
try {
  const manifest = await restore(values.from, dataDir);
  console.log(`Restored the backup of ${manifest.createdAt} into ${dataDir}: the database and ${manifest.files} stored files.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
