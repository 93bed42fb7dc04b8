import { describe, expect, it } from 'vitest';
import { answerSerializer, firstDifference, writerSchema } from '../../src/server/http/answerSerializer';

const page = {
  type: 'object',
  properties: {
    rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, premium: { type: 'number' }, note: { type: ['string', 'null'] } }, required: ['id', 'premium', 'note'], additionalProperties: false } },
    count: { type: 'number' },
  },
  required: ['rows', 'count'],
  additionalProperties: false,
};
const envelope = (resolved: unknown) => ({ responseCode: 200, responseMessage: 'Success', resolved });
const answer = envelope({ rows: [{ id: 'a', premium: 12.5, note: null }], count: 1 });

function serializer(checked: boolean) {
  const reported: string[] = [];
  return { serialize: answerSerializer(page, { checked, report: (d) => reported.push(d) }), reported };
}

describe('an answer written by its schema', () => {
  it('is the envelope with resolved written by the schema, the same JSON as JSON.stringify writes', () => {
    const { serialize, reported } = serializer(true);
    const text = serialize(answer);
    expect(text).toBe('{"responseCode":200,"responseMessage":"Success","resolved":{"rows":[{"id":"a","premium":12.5,"note":null}],"count":1}}');
    expect(reported).toEqual([]);
  });

  it('in production drops a field the schema does not list (what the check catches in tests)', () => {
    const extra = envelope({ rows: [{ id: 'a', premium: 1, note: 'x', secret: 's' }], count: 1 });
    expect(JSON.parse(serializer(false).serialize(extra)).resolved.rows[0]).toEqual({ id: 'a', premium: 1, note: 'x' });
  });

  it('checked: a field the schema does not list goes out as JSON.stringify writes it, and where it differs is reported', () => {
    const { serialize, reported } = serializer(true);
    const extra = envelope({ rows: [{ id: 'a', premium: 1, note: 'x', secret: 's' }], count: 1 });
    expect(serialize(extra)).toBe(JSON.stringify(extra));
    expect(reported).toEqual(['resolved/rows/0/secret: nothing instead of "s"']);
  });

  it('checked: a value the schema would coerce (a number sent as text) goes out as it is, and is reported', () => {
    const { serialize, reported } = serializer(true);
    const text = envelope({ rows: [{ id: 'a', premium: '12.50', note: null }], count: 1 });
    expect(serialize(text)).toBe(JSON.stringify(text));
    expect(reported).toEqual(['resolved/rows/0/premium: 12.5 instead of "12.50"']);
  });

  it('a required field missing goes out as JSON.stringify writes it (never a 500 of the writer), reported when checked', () => {
    for (const checked of [false, true]) {
      const { serialize, reported } = serializer(checked);
      const missing = envelope({ rows: [{ id: 'a', note: null }], count: 1 });
      expect(serialize(missing)).toBe(JSON.stringify(missing));
      expect(reported).toEqual(checked ? ['its schema\'s writer refused it: "premium" is required!'] : []);
    }
  });

  it('writes every field of an object whose schema lists none or does not refuse more (JSON Schema allows them; a history entry\'s changes)', () => {
    const history = { type: 'object', properties: { changes: { type: 'object' }, more: { type: 'object', properties: { a: { type: 'number' } } } }, required: ['changes'], additionalProperties: false };
    const reported: string[] = [];
    const serialize = answerSerializer(history, { checked: true, report: (d) => reported.push(d) });
    const entry = envelope({ changes: { stage: { to: 'suspect' }, id: { from: null, to: 'x' } }, more: { a: 1, b: [2] } });
    expect(JSON.parse(serialize(entry))).toEqual(entry);
    expect(reported).toEqual([]);
    expect(writerSchema({ type: ['object', 'null'], properties: { x: { enum: [{ type: 'object' }] } } })).toEqual({ type: ['object', 'null'], properties: { x: { enum: [{ type: 'object' }] } }, additionalProperties: true });
  });

  it('anything but the envelope ok() makes goes out through JSON.stringify, whole', () => {
    const { serialize } = serializer(false);
    const more = { ...answer, errors: [] };
    expect(serialize(more)).toBe(JSON.stringify(more));
    expect(serialize([1, 2])).toBe('[1,2]');
  });

  it('names the first place two JSON values differ', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe('');
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('/a/1/b: 2 instead of 3');
    expect(firstDifference(1, '1')).toBe('/: 1 instead of "1"');
  });
});
