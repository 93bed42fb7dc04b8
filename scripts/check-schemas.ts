/** npm run check: every schema and manifest against its meta-schema (see lib/checkProject.ts). */
import { checkProject } from './lib/checkProject.ts';
import { root } from './lib/schemas.ts';

const { problems, schemas, manifests } = checkProject(root);
if (problems.length) {
  console.error(`Schema and manifest check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Checked ${schemas} schemas and ${manifests} manifests: all valid.`);
