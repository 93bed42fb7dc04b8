import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';

export type Serialize = (payload: unknown) => string;

interface EnvelopeOf {
  responseCode: number;
  responseMessage: string;
  resolved: unknown;
}

/** The envelope ok() makes, and nothing else beside it (anything more goes out through JSON.stringify, whole). */
function isEnvelope(payload: unknown): payload is EnvelopeOf {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return false;
  const keys = Object.keys(payload);
  const { responseCode, responseMessage } = payload as Partial<EnvelopeOf>;
  return keys.length === 3 && 'resolved' in payload && typeof responseCode === 'number' && typeof responseMessage === 'string';
}

const hasObjectType = (node: Record<string, unknown>) =>
  node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object')) || 'properties' in node;

/**
 * The schema as fast-json-stringify is to read it: where an object does not say `additionalProperties`,
 * JSON Schema allows any further field (a history entry's `changes` lists none) while fast-json-stringify
 * would drop them all; so there it is said, `true` (they are written by JSON.stringify).
 */
export function writerSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(writerSchema);
  if (!node || typeof node !== 'object') return node;
  const mapped = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'enum' || key === 'const' || key === 'default' ? value : writerSchema(value)]));
  return hasObjectType(mapped) && !('additionalProperties' in mapped) ? { ...mapped, additionalProperties: true } : mapped;
}

/** Where two JSON values first differ ('' when they do not): the path and both sides, short. */
export function firstDifference(sent: unknown, meant: unknown, path = ''): string {
  if (isDeepStrictEqual(sent, meant)) return '';
  if (sent && meant && typeof sent === 'object' && typeof meant === 'object' && Array.isArray(sent) === Array.isArray(meant)) {
    const keys = new Set([...Object.keys(sent), ...Object.keys(meant)]);
    for (const key of keys) {
      const found = firstDifference((sent as Record<string, unknown>)[key], (meant as Record<string, unknown>)[key], `${path}/${key}`);
      if (found) return found;
    }
  }
  const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 80));
  return `${path || '/'}: ${shown(sent)} instead of ${shown(meant)}`;
}

/**
 * How a route's 200 goes out: the envelope around `resolved` written by fast-json-stringify from the
 * route's answer schema (built on the first answer, so an app starts without compiling every route's).
 * What it cannot write goes out through JSON.stringify as before: a payload that is not ok()'s envelope,
 * or a `resolved` the schema's writer refuses (a required field missing).
 *
 * `checked` (tests and development): each answer is also written by JSON.stringify and the two compared
 * as JSON; when they differ (a field the schema does not list, which fast-json-stringify drops; a value
 * it would coerce) the JSON.stringify answer is sent, so the API tests' answer check sees what the route
 * really built, and `report` is told where they differ.
 */
export function answerSerializer(resolvedSchema: object, options: { checked: boolean; report(difference: string): void }): Serialize {
  let writeResolved: ((resolved: unknown) => string) | undefined;
  return (payload) => {
    if (!isEnvelope(payload)) return JSON.stringify(payload);
    writeResolved ??= fastJson(writerSchema(resolvedSchema) as object);
    let resolved: string;
    try {
      resolved = writeResolved(payload.resolved);
    } catch (error) {
      if (options.checked) options.report(`its schema's writer refused it: ${(error as Error).message}`);
      return JSON.stringify(payload);
    }
    const text = `{"responseCode":${JSON.stringify(payload.responseCode)},"responseMessage":${JSON.stringify(payload.responseMessage)},"resolved":${resolved}}`;
    if (!options.checked) return text;
    const plain = JSON.stringify(payload);
    const difference = firstDifference(JSON.parse(text), JSON.parse(plain));
    if (!difference) return text;
    options.report(`resolved${difference.replace(/^\/resolved/, '')}`);
    return plain;
  };
}
