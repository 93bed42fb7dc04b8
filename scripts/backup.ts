/**
 * Backs up the embedded database and the file store of a stopped server into a new folder:
 *   tsx scripts/backup.ts --to DIR [--data-dir DIR]   (DATA_DIR, else ./data)
 * A database on PostgreSQL (DATABASE_URL) is backed up with pg_dump instead; back up DATA_DIR/files with it.
 */
import { parseArgs } from 'node:util';
import { backUp } from './lib/backupSet.ts';

const { values } = parseArgs({ options: { to: { type: 'string' }, 'data-dir': { type: 'string' } } });
if (!values.to) {
  console.error('Usage: npm run backup -- --to DIR [--data-dir DIR]');
  process.exit(2);
}
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
try {
  const manifest = await backUp(dataDir, values.to);
  console.log(`Backed up ${dataDir} to ${values.to}: the database and ${manifest.files} stored files${manifest.keys.length ? `, with the keys generated into it (${manifest.keys.join(', ')}): keep the backup as safe as the data` : ''}.`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
