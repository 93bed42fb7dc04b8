import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { benchForms, inlinedSchema, references } from './fixtures';

const { fields } = benchForms.human;

type Node = Record<string, any>;

const isIndex = (key: string) => /^\d+$/.test(key);

/** The schema node and ui schema node of a JSON pointer, creating ui nodes on the way. */
function nodesAt(schema: Node, uiSchema: Node, path: string): { schemaNode: Node; uiNode: Node } {
  let schemaNode = schema;
  let uiNode = uiSchema;
  for (const key of path.split('/').slice(1)) {
    schemaNode = isIndex(key) ? schemaNode.items : schemaNode.properties[key];
    uiNode = uiNode[isIndex(key) ? 'items' : key] ??= {};
  }
  return { schemaNode, uiNode };
}

/** Every leaf (non-object, non-array) pointer of the schema, arrays at their first item. */
function leafPaths(node: Node, path = ''): string[] {
  if (node.properties) return Object.entries(node.properties as Record<string, Node>).flatMap(([k, v]) => leafPaths(v, `${path}/${k}`));
  if (node.items) return leafPaths(node.items as Node, `${path}/0`);
  return [path];
}

/**
 * Human's schema and a ui schema that make stock RJSF render the same Add Human fields: the
 * same labels, reference lists as `oneOf` constants (RJSF's select), dates as its text widget
 * (its default date widget is the browser's own date input, which takes keys differently),
 * fields not on the Add Human form hidden, array items fixed (no add/remove buttons).
 */
export function rjsfSchemas(): { schema: RJSFSchema; uiSchema: UiSchema } {
  const schema = inlinedSchema() as Node;
  const uiSchema: Node = {};
  const shown = new Set(fields.map((f) => f.path));
  for (const path of leafPaths(schema)) {
    if (!shown.has(path)) nodesAt(schema, uiSchema, path).uiNode['ui:widget'] = 'hidden';
  }
  for (const key of Object.keys(schema.properties as Node)) {
    if ((schema.properties as Node)[key].type === 'array') uiSchema[key] = { ...uiSchema[key], 'ui:options': { addable: false, removable: false, orderable: false } };
  }
  for (const field of fields) {
    const { schemaNode, uiNode } = nodesAt(schema, uiSchema, field.path);
    uiNode['ui:title'] = field.label;
    const reference = field.options?.reference;
    if (reference) schemaNode.oneOf = references[reference].map(([value, label]) => ({ const: value, title: label }));
    if (field.widget === 'date' || field.widget === 'picture') uiNode['ui:widget'] = 'text';
  }
  return { schema: schema as RJSFSchema, uiSchema: uiSchema as UiSchema };
}
