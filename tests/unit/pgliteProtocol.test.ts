import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { concat, preparable, writeQuery } from '../../src/server/db/pgliteProtocol';

const { serialize } = protocol;
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe("the PGlite thread's query writer", () => {
  it('writes the bytes PGlite’s serializer writes: closes, a parse, a bind with text, null, UTF-8 and binary values, describe, execute, sync', () => {
    const values = ['3f1c9c2a-1111-2222-3333-444455556666', null, 'é%smi%', Buffer.from([1, 2, 3]), ''];
    const expected = concat([
      serialize.close({ type: 'S', name: 'pglite_3' }),
      serialize.close({ type: 'S', name: 'pglite_4' }),
      serialize.parse({ name: 'pglite_12', text: 'select $1, $2, $3, $4, $5 from notes' }),
      serialize.bind({ statement: 'pglite_12', values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const written = writeQuery({ close: ['pglite_3', 'pglite_4'], statement: 'pglite_12', parse: 'select $1, $2, $3, $4, $5 from notes', values });
    expect(hex(written)).toBe(hex(expected));
  });

  it('writes a prepared statement’s query (no parse) and an unnamed one without values', () => {
    const bound = (statement: string, values: (string | null)[]) => concat([serialize.bind({ statement, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
    expect(hex(writeQuery({ close: [], statement: 'pglite_7', values: ['15', null] }))).toBe(hex(bound('pglite_7', ['15', null])));
    expect(hex(writeQuery({ close: [], statement: '', parse: 'begin', values: [] }))).toBe(hex(concat([serialize.parse({ name: '', text: 'begin' }), bound('', [])])));
  });

  it('gives each query a buffer of its own, whole, to hand to the thread', () => {
    const written = writeQuery({ close: [], statement: 'pglite_1', values: ['a'] });
    expect(written.byteOffset).toBe(0);
    expect(written.buffer.byteLength).toBe(written.byteLength);
  });

  it('prepares reads and writes by name, a union whose first part is in parentheses too, and runs the rest unnamed', () => {
    for (const sql of ['select 1', ' with m as (select 1) select * from m', 'insert into t values (1)', 'update t set a = 1', 'delete from t', '(select "id" from "humans") union all (select "id" from "entities")']) {
      expect(preparable.test(sql), sql).toBe(true);
    }
    for (const sql of ['begin', 'commit', 'create index i on t (a)', 'vacuum analyze', 'set search_path to public', '(values (1))']) {
      expect(preparable.test(sql), sql).toBe(false);
    }
  });
});
