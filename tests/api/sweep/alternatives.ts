type Node = { properties?: Record<string, Node>; items?: Node; allOf?: Node[]; anyOf?: Node[]; oneOf?: Node[]; required?: string[] };

/** A pointer with its rows' indexes as `*`, as alternatives are keyed. */
const shapeOf = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');

/**
 * The fields a schema asks for one of (`anyOf` or `oneOf` branches that each require their own
 * field: `renewals/start` takes the policies or the days), keyed by the pointer of each such field
 * (rows as `*`): the pointers of the fields it may be given instead of.
 */
export function alternativesOf(schema: unknown): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (node: Node | undefined, at: string) => {
    if (!node || typeof node !== 'object') return;
    for (const branches of [node.anyOf, node.oneOf]) {
      const named = (branches ?? []).flatMap((branch) => branch.required ?? []).map((name) => `${at}/${name}`);
      for (const pointer of named) found.set(pointer, [...new Set([...(found.get(pointer) ?? []), ...named])]);
    }
    for (const [name, child] of Object.entries(node.properties ?? {})) visit(child, `${at}/${name}`);
    visit(node.items, `${at}/*`);
    for (const part of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])]) visit(part, at);
  };
  visit(schema as Node, '');
  return found;
}

/**
 * Whether a 400's fields name what was bent at `at`: the field itself, what holds it or what it
 * holds, the request as a whole (''), or a field the schema takes instead of the one `at` is in
 * (one of two).
 */
export function namesTheField(fields: string[], at: string, alternatives: Map<string, string[]>): boolean {
  const near = (field: string, pointer: string) => field === '' || field.startsWith(pointer) || pointer.startsWith(field);
  const instead = [...alternatives].filter(([field]) => `${shapeOf(at)}/`.startsWith(`${field}/`)).flatMap(([, others]) => others);
  return fields.some((field) => near(field, at) || instead.some((other) => near(shapeOf(field), other)));
}
