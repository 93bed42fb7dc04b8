/**
 * Development: the API server (restarted by tsx watch) and Vite with hot reload; schemas/ changes
 * regenerate src/generated, which Vite and the server pick up.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/schemas.ts';

const run = (cmd: string, args: string[]) => spawn(cmd, args, { stdio: 'inherit', cwd: root, env: process.env });
const regenerate = () => run('npx', ['tsx', 'scripts/gen.ts']);

regenerate();
let timer: NodeJS.Timeout | undefined;
watch(join(root, 'schemas'), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(regenerate, 200);
});
const children = [run('npx', ['tsx', 'watch', 'src/server/main.ts']), run('npx', ['vite', '--port', '5173'])];
process.on('SIGINT', () => {
  children.forEach((c) => c.kill('SIGINT'));
  process.exit(0);
});
