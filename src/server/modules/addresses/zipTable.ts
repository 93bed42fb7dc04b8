import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { ZipPlace } from './provider.ts';

/** A city (GeoNames place name) of one state, with its ZIPs in ascending order. */
export interface Place {
  city: string;
  state_Code: string;
  /** the name as searched: normalised, and with saint/fort/mount shortened when it has them */
  keys: string[];
  zips: string[];
}

export interface ZipTable {
  /** every ZIP, ascending */
  zips: string[];
  /** the place of the ZIP at the same index */
  placeOf: Place[];
  places: Place[];
  stateNames: Map<string, string>;
  /** a normalised state name -> its code */
  stateCodes: Map<string, string>;
  /** number of ZIPs */
  size: number;
}

/** Lower case without accents or punctuation, single spaces: 'St. Mary’s' -> 'st mary s'. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const shortWords: [RegExp, string][] = [[/\bsaint\b/g, 'st'], [/\bfort\b/g, 'ft'], [/\bmount\b/g, 'mt']];

/** The forms a name is searched by: 'Saint Louis' is found as 'saint lou' and 'st lou'. */
export function nameKeys(name: string): string[] {
  const key = normalizeName(name);
  const short = shortWords.reduce((text, [word, abbreviation]) => text.replace(word, abbreviation), key);
  return short === key ? [key] : [key, short];
}

export function parseZipTable(text: string): ZipTable {
  const zips: string[] = [];
  const placeOf: Place[] = [];
  const places = new Map<string, Place>();
  const stateNames = new Map<string, string>();
  let zip = 0;
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('=')) {
      const [code, name] = line.slice(1).split('\t');
      stateNames.set(code, name);
      continue;
    }
    const [gap, city, state] = line.split('\t');
    zip += gap === '' ? 1 : Number(gap);
    const code = String(zip).padStart(5, '0');
    const id = `${city}\t${state}`;
    let place = places.get(id);
    if (!place) {
      place = { city, state_Code: state, keys: nameKeys(city), zips: [] };
      places.set(id, place);
    }
    place.zips.push(code);
    zips.push(code);
    placeOf.push(place);
  }
  const stateCodes = new Map([...stateNames].map(([code, name]) => [normalizeName(name), code]));
  return { zips, placeOf, places: [...places.values()], stateNames, stateCodes, size: zips.length };
}

const dataFile = new URL('./zips.tsv.gz', import.meta.url);
let loading: Promise<ZipTable> | undefined;

/** The ZIP table, read from its file on first use and kept (about 41,500 ZIPs). */
export function loadZipTable(): Promise<ZipTable> {
  loading ??= readFile(dataFile)
    .then((data) => promisify(gunzip)(data))
    .then((text) => parseZipTable(text.toString('utf8')))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The index of the first ZIP not below `zip`. */
function lowerBound(zips: string[], zip: string): number {
  let low = 0;
  let high = zips.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (zips[mid] < zip) low = mid + 1;
    else high = mid;
  }
  return low;
}

function placeAt(table: ZipTable, index: number): ZipPlace {
  const place = table.placeOf[index];
  return { zip_Code: table.zips[index], city: place.city, state_Code: place.state_Code, state: table.stateNames.get(place.state_Code) ?? place.state_Code };
}

export function findZip(table: ZipTable, zip: string): ZipPlace | null {
  const index = lowerBound(table.zips, zip);
  return table.zips[index] === zip ? placeAt(table, index) : null;
}

/** ZIPs starting with `prefix` (digits), ascending. */
export function zipsStartingWith(table: ZipTable, prefix: string, limit: number): ZipPlace[] {
  const found: ZipPlace[] = [];
  for (let i = lowerBound(table.zips, prefix); i < table.size && found.length < limit && table.zips[i].startsWith(prefix); i += 1) {
    found.push(placeAt(table, i));
  }
  return found;
}

/**
 * Places whose name starts with what was typed (in any of its forms), in one state when given:
 * a place of exactly that name first, then the ones with more ZIPs (the larger), then by name.
 */
export function placesNamed(table: ZipTable, typed: string, limit: number, stateCode?: string): Place[] {
  const wanted = nameKeys(typed).filter(Boolean);
  if (!wanted.length) return [];
  const rank = (place: Place) => (place.keys.some((k) => wanted.includes(k)) ? 0 : 1);
  return table.places
    .filter((p) => (!stateCode || p.state_Code === stateCode) && p.keys.some((k) => wanted.some((w) => k.startsWith(w))))
    .sort((a, b) => rank(a) - rank(b) || b.zips.length - a.zips.length || a.city.localeCompare(b.city) || a.state_Code.localeCompare(b.state_Code))
    .slice(0, limit);
}

/**
 * Whether a city name fits a ZIP: the ZIP's own place, or a place of the same state sharing the
 * ZIP's first three digits (its sectional centre), since the data holds one name per ZIP while
 * post offices accept a neighbourhood's or a town's name beside it.
 */
export function cityFitsZip(table: ZipTable, zip: string, city: string): boolean {
  const wanted = nameKeys(city);
  const index = lowerBound(table.zips, zip);
  const own = table.placeOf[index];
  if (table.zips[index] !== zip || !own) return false;
  const named = (place: Place) => place.keys.some((k) => wanted.includes(k));
  if (named(own)) return true;
  const prefix = zip.slice(0, 3);
  for (let i = lowerBound(table.zips, prefix); i < table.size && table.zips[i].startsWith(prefix); i += 1) {
    const place = table.placeOf[i];
    if (place.state_Code === own.state_Code && named(place)) return true;
  }
  return false;
}
