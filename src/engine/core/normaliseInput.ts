/**
 * What a form or a client sends, read as its schema means it, before the schema checks it: an
 * optional property sent as '' or null counts as not sent unless its schema admits that value
 * (a type with null, or '' valid for it), and list rows left entirely empty are dropped. The
 * server runs it on every body and query; the browser's forms on what they check and send.
 */
type Node = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node | Node[];
  allOf?: Node[];
  anyOf?: Node[];
  oneOf?: Node[];
  then?: Node;
  else?: Node;
  minLength?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
};

export interface NormaliseOptions {
  /** keep empty rows (a form checks its model with its rows where the screen shows them) */
  keepRows?: boolean;
}

type Empty = '' | null;

const isPlain = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** The node and every part that may describe the same value: allOf, anyOf, oneOf, then and else. */
function views(node: Node): Node[] {
  const parts = [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.then ? [node.then] : []), ...(node.else ? [node.else] : [])];
  return [node, ...parts.flatMap(views)];
}

/** Keys any view of the nodes requires (a conditional requirement counts: the schema then judges the value). */
function requiredKeys(nodes: Node[]): string[] {
  return nodes.flatMap(views).flatMap((n) => n.required ?? []);
}

const patternCache = new Map<string, RegExp>();
function matchesEmpty(pattern: string): boolean {
  let re = patternCache.get(pattern);
  if (!re) {
    re = new RegExp(pattern, 'u');
    patternCache.set(pattern, re);
  }
  return re.test('');
}

/** Whether the node admits '' or null; a node it cannot read (an unresolved $ref) admits it, so the value reaches the schema. */
function admits(node: Node, value: Empty): boolean {
  if (node.$ref !== undefined) return true;
  if (node.const !== undefined) return node.const === value;
  if (node.enum) return node.enum.includes(value);
  if (node.allOf && !node.allOf.every((n) => admits(n, value))) return false;
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  if (branches.length && !branches.some((n) => admits(n, value))) return false;
  const types = node.type === undefined ? undefined : ([] as string[]).concat(node.type);
  if (value === null) return !types || types.includes('null');
  if (types && !types.includes('string')) return false;
  if ((node.minLength ?? 0) > 0 || node.format !== undefined) return false;
  return node.pattern === undefined || matchesEmpty(node.pattern);
}

const isEmptyValue = (v: unknown): boolean =>
  v === undefined || v === '' || v === null || (Array.isArray(v) && v.length === 0) || (isPlain(v) && Object.keys(v).length === 0);

/** The schemas of one property across the nodes that describe its object. */
function propertyNodes(nodes: Node[], key: string): Node[] {
  return nodes.flatMap(views).flatMap((n) => (n.properties?.[key] ? [n.properties[key]] : []));
}

/** A value that only names a choice the schema offers (an address's kind, a fixed code) carries nothing typed in. */
function isChoice(value: unknown, nodes: Node[]): boolean {
  return nodes.flatMap(views).some((n) => n.const === value || (n.enum?.includes(value) ?? false));
}

/**
 * A row left empty: nothing in it, or only its required kind and flags (an address of type
 * mailing with every line empty) while everything it requires is there; a row missing a required
 * value is kept, so the schema names what is missing.
 */
function isEmptyRow(row: unknown, nodes: Node[]): boolean {
  if (isEmptyValue(row)) return true;
  if (!isPlain(row)) return false;
  const values = Object.entries(row);
  if (values.every(([, v]) => isEmptyValue(v))) return true;
  const required = requiredKeys(nodes);
  if (required.some((k) => isEmptyValue(row[k]))) return false;
  return values.every(([k, v]) => isEmptyValue(v) || typeof v === 'boolean' || isChoice(v, propertyNodes(nodes, k)));
}

/** Each list that lost rows, by its pointer in the input as sent: the sent index of each row kept. */
type Dropped = Map<string, number[]>;

const pointerKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function normalise(value: unknown, nodes: Node[], options: NormaliseOptions, at: string, dropped?: Dropped): unknown {
  if (!nodes.length) return value;
  if (Array.isArray(value)) {
    const itemNodes = nodes.flatMap(views).flatMap((n) => (n.items && !Array.isArray(n.items) ? [n.items] : []));
    if (!itemNodes.length) return value;
    const rows = value.map((row, i) => normalise(row, itemNodes, options, dropped ? `${at}/${i}` : '', dropped));
    if (options.keepRows) return rows;
    const kept = rows.flatMap((row, i) => (isEmptyRow(row, itemNodes) ? [] : [i]));
    if (kept.length < rows.length) dropped?.set(at, kept);
    return kept.map((i) => rows[i]);
  }
  if (!isPlain(value)) return value;
  const required = new Set(requiredKeys(nodes));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const own = propertyNodes(nodes, key);
    if ((v === '' || v === null) && !required.has(key) && own.length && !own.some((n) => admits(n, v))) continue;
    out[key] = normalise(v, own, options, dropped ? `${at}/${pointerKey(key)}` : '', dropped);
  }
  return out;
}

/** The input as its schema (dereferenced: a generated validator's `schema`) reads it; the input itself is not changed. */
export function normaliseInput<T>(schema: unknown, input: T, options: NormaliseOptions = {}): T {
  if (!schema || typeof schema !== 'object' || input === undefined) return input;
  return normalise(input, [schema as Node], options, '') as T;
}

export interface Normalised<T> {
  value: T;
  /**
   * Where a pointer into the value read was in the input as sent: a row after an empty one that was
   * dropped is named by its place in what was sent ('/web_url/0/url_Type' when the first row was empty
   * and the second lacks its type is '/web_url/1/url_Type').
   */
  sentPointer(pointer: string): string;
}

/** normaliseInput, keeping where each kept row was sent, so a refusal names the row the sender sent. */
export function normaliseInputTraced<T>(schema: unknown, input: T): Normalised<T> {
  const dropped: Dropped = new Map();
  const value = !schema || typeof schema !== 'object' || input === undefined ? input : (normalise(input, [schema as Node], {}, '', dropped) as T);
  const sentPointer = (pointer: string) => {
    if (!dropped.size || !pointer) return pointer;
    let sent = '';
    for (const part of pointer.split('/').slice(1)) {
      const kept = dropped.get(sent);
      const index = kept && /^\d+$/.test(part) ? kept[Number(part)] : undefined;
      sent += `/${index ?? part}`;
    }
    return sent;
  };
  return { value, sentPointer };
}
