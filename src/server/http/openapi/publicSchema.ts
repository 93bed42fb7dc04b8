/** The keywords of JSON Schema 2020-12 (and those OpenAPI 3.1 adds to it) whose value is a schema, a list of schemas or a map of them. */
const oneSchema = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', 'contentSchema']);
const schemaList = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const schemaMap = new Set(['properties', 'patternProperties', 'dependentSchemas']);
/** The other standard keywords: their values stay as they are. */
const plain = new Set([
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'maxItems', 'minItems', 'uniqueItems', 'maxContains', 'minContains', 'maxProperties', 'minProperties', 'required', 'dependentRequired',
  'format', 'contentEncoding', 'contentMediaType', 'title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples',
  '$comment', '$ref', '$anchor', 'discriminator', 'xml', 'externalDocs', 'example',
]);

const renamed = (key: string) => (key.startsWith('x-') ? key : `x-${key}`);

function mapValues(value: unknown, map: (v: unknown) => unknown): unknown {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, map(v)])) : value;
}

/** One keyword as the document publishes it: `[]` leaves it out. */
function publicKeyword(key: string, value: unknown): [string, unknown] | [] {
  if (key === '$id') return ['x-schema', value];
  // what they held is written out where it is used (the generated validators' schemas are dereferenced)
  if (key === '$defs') return [];
  if (oneSchema.has(key)) return [key, publicSchema(value)];
  if (schemaList.has(key)) return [key, Array.isArray(value) ? value.map(publicSchema) : publicSchema(value)];
  if (schemaMap.has(key)) return [key, mapValues(value, publicSchema)];
  return [plain.has(key) ? key : renamed(key), value];
}

/**
 * A schema as the OpenAPI document publishes it: standard JSON Schema 2020-12, our own keywords
 * (`errorMessage`, `finite`, `decimals`, `notFuture`, `afterField`, `formatMinimum`, …) kept as
 * `x-` extensions, the schema file's `$id` as `x-schema` (a relative `$id` would change how a tool
 * resolves references inside the document).
 */
export function publicSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(publicSchema);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => publicKeyword(key, value)).filter((entry) => entry.length));
}
