import fc from 'fast-check';
import { readSchemas } from '../../../scripts/lib/schemas';
import { day } from '../../setup/days';

/**
 * fast-check arbitraries of the values a JSON Schema of ours takes, read from the schema itself
 * (types, enums, consts, patterns, formats, lengths, bounds, items, required properties, the date
 * keywords): bodies and queries shaped as a route expects, so the fuzz and the tenancy matrix reach
 * past the schema check into the services. Conditions across fields (if/then, anyOf) are offered
 * branch by branch; the route's own validator says which values pass.
 */
type Schema = Record<string, unknown>;
export type IdSource = (name: string) => fc.Arbitrary<string> | undefined;

const sources = readSchemas();
const byId = new Map(sources.map(({ schema }) => [schema.$id as string, schema]));
/** a generated validator's schema is folded (gen.ts): its source, found by its title, keeps the parts as written */
const byTitle = new Map(sources.filter(({ schema }) => typeof schema.title === 'string').map(({ schema }) => [schema.title as string, schema]));

/** Whether a property holds one of our ids (the unit test of the schemas' ids says which do). */
export const isIdName = (name: string) => name === 'id' || /Ids?$/.test(name);

/** A copy of `node` whose refs within its own file ('#/$defs/x') name the file, so parts of several files can be joined. */
function absolute(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => absolute(item, base));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${base}${value}` : absolute(value, base)]));
}

/** The node a ref names, read from its own file (not ajv's, which follows the node's own $ref into another file), its refs named absolutely. */
function resolve(ref: string): Schema {
  const [id, pointer = ''] = ref.split('#');
  const node = pointer.split('/').slice(1).reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], byId.get(id));
  if (!node) throw new Error(`schemaArbitrary: cannot resolve ${ref}`);
  return absolute(node, id) as Schema;
}

/** Both nodes' keywords, their properties and required lists joined (the second's other keywords win). */
function merge(a: Schema, b: Schema): Schema {
  return {
    ...a, ...b,
    ...(a.properties || b.properties ? { properties: { ...(a.properties as Schema), ...(b.properties as Schema) } } : {}),
    ...(a.required || b.required ? { required: [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])] } : {}),
  };
}

/** allOf and $ref folded into one node (properties and required merged), so an object's parts are seen together. */
function flatten(schema: Schema): Schema {
  let node = schema;
  if (typeof node.$ref === 'string') {
    const { $ref, ...rest } = node;
    node = merge(flatten(resolve($ref as string)), rest);
  }
  if (Array.isArray(node.allOf)) {
    const { allOf, ...rest } = node;
    let merged: Schema = rest;
    for (const part of allOf as Schema[]) merged = merge(flatten(part), merged);
    node = merged;
  }
  return node;
}

export interface ArbitraryOptions {
  /** ids by property name (undefined: any UUID) */
  ids?: IdSource;
  /** optional properties too (each one at random), else only the required ones */
  optional?: boolean;
}

const anyUuid = fc.uuid({ version: 4 });

function dateOf(schema: Schema): fc.Arbitrary<string> {
  if (schema.afterField) return fc.integer({ min: 366, max: 700 }).map(day);
  if (schema.notAfterField) return fc.integer({ min: -400, max: -200 }).map(day);
  return fc.integer({ min: -180, max: -1 }).map(day);
}

function stringOf(schema: Schema, name: string, options: ArbitraryOptions): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? 40;
  const pattern = String(schema.pattern ?? '');
  if (isIdName(name) && (schema.format === 'uuid' || /\[0-9a-fA-F\]\{8\}/.test(pattern))) {
    const id = options.ids?.(name) ?? anyUuid;
    // a query's list of ids: JSON text
    return pattern.startsWith('^\\[') ? id.map((one) => JSON.stringify([one])) : id;
  }
  if (schema.format === 'date') return dateOf(schema);
  if (schema.format === 'date-time') return fc.integer({ min: -30, max: -1 }).map((d) => `${day(d)}T12:00:00.000Z`);
  if (schema.format === 'email') return fc.stringMatching(/^[a-z]{1,10}@[a-z]{1,10}\.example\.com$/);
  if (schema.format === 'uri') return fc.stringMatching(/^https:\/\/[a-z]{1,10}\.example\.com$/);
  if (schema.format === 'uuid') return anyUuid;
  if (typeof schema.pattern === 'string') {
    const regex = new RegExp(schema.pattern, 'u');
    // short draws, trimmed (an unanchored pattern matches inside any text), repeated up to the shortest and cut to the longest allowed (no filter: a
    // draw that cannot fit would be retried for ever; one that no longer matches is left to the validator)
    const longest = (schema.maxLength as number | undefined) ?? Infinity;
    const fitted = (s: string) => (s.length && s.length < min ? s.repeat(Math.ceil(min / s.length)) : s).slice(0, longest);
    return fc.stringMatching(regex, { size: 'xsmall' }).map((s) => fitted(s.trim() || s));
  }
  return fc.string({ minLength: Math.max(min, 1), maxLength: Math.min(max, Math.max(min, 1) + 20) })
    .map((s) => s.replace(/[^\w ]/g, 'x').trim().padEnd(Math.max(min, 1), 'x'));
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const min = (schema.minimum as number | undefined) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.01) : 0);
  const max = (schema.maximum as number | undefined) ?? Math.max(min, 0) + 100_000;
  if (integer || schema.decimals === 0) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 100_000)) });
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(Math.min(max, min + 100_000) * 100) }).map((cents) => cents / 100);
}

function build(raw: Schema, name: string, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  const schema = flatten(raw);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    return fc.oneof(...branches.map((branch) => build(merge(rest, flatten(branch)), name, options, depth)));
  }
  if (schema.if && (schema.then || schema.else)) {
    // the condition made true (its properties joined) with `then`, or `else`
    const { if: condition, then: yes, else: no, ...rest } = schema;
    const sides = [merge(merge(rest, condition as Schema), (yes as Schema | undefined) ?? {}), merge(rest, (no as Schema | undefined) ?? {})];
    return fc.oneof(...sides.map((side) => build(side, name, options, depth)));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const wanted = types.filter((type) => type !== 'null');
  if (wanted.length > 1) return fc.oneof(...wanted.map((type) => build({ ...schema, type }, name, options, depth)));
  const type = wanted[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : 'string');
  switch (type) {
    case 'string':
      return stringOf(schema, name, options);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minItems = (schema.minItems as number | undefined) ?? 0;
      const maxItems = Math.min((schema.maxItems as number | undefined) ?? 3, minItems + (depth > 3 ? 0 : 2));
      if (!schema.items || depth > 6) return fc.constant([]);
      const item = build(schema.items as Schema, name, options, depth + 1);
      return schema.uniqueItems ? fc.uniqueArray(item, { minLength: minItems, maxLength: Math.max(minItems, maxItems), selector: (v) => JSON.stringify(v) }) : fc.array(item, { minLength: minItems, maxLength: Math.max(minItems, maxItems) });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const keys = Object.keys(properties).filter((key) => required.has(key) || (options.optional && depth < 4));
      const record = Object.fromEntries(keys.map((key) => [key, build(properties[key], key, options, depth + 1)]));
      const listed = fc.record(record, { requiredKeys: keys.filter((key) => required.has(key)) });
      // a map (a field map: its keys by propertyNames, its values by additionalProperties) with as many entries as it needs
      const entries = schema.additionalProperties;
      const entriesWanted = Math.max(0, ((schema.minProperties as number | undefined) ?? 0) - required.size);
      if (!entriesWanted || !entries || typeof entries !== 'object') return listed;
      const names = build((schema.propertyNames as Schema | undefined) ?? { type: 'string', minLength: 1, maxLength: 10 }, name, options, depth + 1) as fc.Arbitrary<string>;
      const map = fc.dictionary(names, build(entries as Schema, name, options, depth + 1), { minKeys: entriesWanted, maxKeys: entriesWanted + 1 });
      return fc.tuple(listed, map).map(([fields, more]) => ({ ...more, ...fields }));
    }
    default:
      return fc.constant(null);
  }
}

/** The values `schema` takes (mostly: conditions across fields are left to the validator). */
export function arbitraryOf(schema: unknown, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const root = byTitle.get((schema as Schema).title as string) ?? (schema as Schema);
  return build(absolute(root, (root.$id as string | undefined) ?? '') as Schema, '', options, 0);
}

/** A value `validate` accepts, drawn from the schema's values with a fixed seed; undefined when none of `tries` passes. */
export function exampleOf(validate: ((data: unknown) => boolean) & { schema?: unknown }, options: ArbitraryOptions = {}, seed = 23, tries = 60): unknown {
  const samples = fc.sample(arbitraryOf(validate.schema, options), { seed, numRuns: tries });
  return samples.find((sample) => validate(structuredClone(sample)));
}
