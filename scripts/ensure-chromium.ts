/** Browser tests need Chromium: CHROMIUM_PATH, or Debian's /usr/bin/chromium, installed with apt when missing. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (import.meta.url === `file://${process.argv[1]}`) {
  if (existsSync(chromiumPath)) {
    console.log(`Chromium: ${chromiumPath}`);
  } else {
    console.log('Chromium is missing: installing Debian chromium with apt-get ...');
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
    if (!existsSync(chromiumPath)) throw new Error(`Chromium is still missing at ${chromiumPath}; set CHROMIUM_PATH.`);
  }
}
