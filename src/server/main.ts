import { ConfigError } from './config.ts';
import { FieldCipherError } from './crypto/fieldCipher.ts';
import { demoAccounts, demoPassword } from './seed/demoAccounts.ts';
import { startAgencyDesk, type RunningServer } from './start.ts';

let server: RunningServer;
try {
  server = await startAgencyDesk(process.env);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof FieldCipherError)) throw error;
  console.error(`Agency Desk cannot start: ${error.message}`);
  process.exit(1);
}

async function shutdown() {
  await server.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const { kind } = server.database;
console.log(`Agency Desk is at http://localhost:${server.port} (database: ${kind}${kind === 'pglite' ? `, ${server.dataDir}` : ''})`);
if (server.seedDemo) {
  console.log(`Demo accounts (password ${demoPassword}):`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(22)} ${account.note}`);
}
