import { parsePointer } from './pointer';

type Node = Record<string, unknown> & { $ref?: string; properties?: Record<string, Node>; items?: Node; allOf?: Node[]; anyOf?: Node[]; oneOf?: Node[] };

/**
 * The schema with every $ref replaced by what it points at ('order#/$defs/fee', '#/$defs/amount'),
 * `named` answering another schema by its $id: one tree the form can read its field's choices and
 * limits from, whatever file declares them.
 */
export function dereference(schema: object, named: (id: string) => object | undefined): object {
  const rootId = (schema as Node).$id as string;
  const walk = (node: unknown, base: string, seen: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, base, seen));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Node;
    const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, walk(v, base, seen)]));
    if (typeof $ref !== 'string' || seen.includes($ref)) return out;
    const [id, fragment = ''] = $ref.split('#');
    const from = id || base;
    let target: unknown = from === rootId ? schema : named(from);
    for (const key of parsePointer(fragment)) target = (target as Record<string, unknown> | undefined)?.[key];
    const referred = walk(target, from, [...seen, $ref]) as Node;
    // properties declared beside the $ref add to the referred ones (an organisation's contact: the contact's fields, its type fixed)
    const properties = referred.properties && out.properties ? { properties: { ...referred.properties, ...(out.properties as object) } } : {};
    return { ...referred, ...out, ...properties };
  };
  return walk(schema, rootId, []) as object;
}

/** The nodes a pointer leads to in a dereferenced schema, through properties, items (a row's index) and every branch of allOf, anyOf and oneOf. */
export function nodesAt(schema: object, pointer: string): Node[] {
  let nodes = [schema as Node];
  for (const key of parsePointer(pointer)) {
    const next: Node[] = [];
    const visit = (node: Node) => {
      [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])].forEach(visit);
      const child = /^\d+$/.test(key) ? node.items : node.properties?.[key];
      if (child) next.push(child);
    };
    nodes.forEach(visit);
    nodes = next;
  }
  return nodes;
}

/** A value's choices as the schema names them: each `const` with its `title` (Surplus Lines Tax), in any branch of the value's node. */
export function schemaChoices(schema: object, pointer: string): { value: string | number; label: string }[] {
  const out: { value: string | number; label: string }[] = [];
  const visit = (node: Node) => {
    if ((typeof node.const === 'string' || typeof node.const === 'number') && typeof node.title === 'string') out.push({ value: node.const, label: node.title });
    [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])].forEach(visit);
  };
  nodesAt(schema, pointer).forEach(visit);
  return out.filter((c, i) => out.findIndex((o) => o.value === c.value) === i);
}

/** The most rows a list may hold, as the schema says (maxItems); Infinity when it does not. */
export function maxItemsAt(schema: object, pointer: string): number {
  const limits = nodesAt(schema, pointer).map((n) => n.maxItems).filter((m): m is number => typeof m === 'number');
  return limits.length ? Math.min(...limits) : Infinity;
}

/** Whether the schema requires the pointer's last key where it stands (a row's fee amount). */
export function isRequiredAt(schema: object, pointer: string): boolean {
  const keys = parsePointer(pointer);
  if (!keys.length) return false;
  const parent = `/${keys.slice(0, -1).join('/')}`.replace(/^\/$/, '');
  const key = keys[keys.length - 1];
  const requires = (node: Node): boolean =>
    (Array.isArray(node.required) && node.required.includes(key)) || (node.allOf ?? []).some(requires);
  return nodesAt(schema, parent).some(requires);
}
