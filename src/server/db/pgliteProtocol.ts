import { createRequire } from 'node:module';
import { protocol, types, type parse } from '@electric-sql/pglite';

/**
 * The Postgres wire protocol as the PGlite thread's client speaks it (pgliteThread.ts): parameters
 * written, prepared statements kept, replies read.
 */

export const { serialize } = protocol;
/** Parameters as node-postgres, the production driver, sends them (dates, arrays, JSON, bytes). */
export const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): string | Buffer | null };
export type Message = Parameters<typeof parse.parseResults>[0][number];
type DatabaseError = Error & { name: 'error' };

/** Values Drizzle parses itself (its PGlite driver asks for them as text). */
export const drizzleParses = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/** Reads and writes, prepared once by name; BEGIN, DDL, VACUUM and the like run unnamed. */
export const preparable = /^\s*(select|insert|update|delete|with)\b/i;
/** Prepared statements kept in the database session; the least recently used beyond this are closed. */
const statementLimit = 200;

/** Named prepared statements by their SQL, in order of use; closing ones go out with the next batch. */
export function createStatements() {
  const names = new Map<string, string>();
  const closing: string[] = [];
  let next = 1;
  return {
    get(sql: string) {
      const name = names.get(sql);
      if (name !== undefined) {
        names.delete(sql);
        names.set(sql, name);
      }
      return name;
    },
    newName: () => `pglite_${next++}`,
    add(sql: string, name: string) {
      this.drop(sql); // prepared twice by queries that ran together: the first one goes
      names.set(sql, name);
      if (names.size > statementLimit) this.drop(names.keys().next().value!);
    },
    drop(sql: string) {
      const name = names.get(sql);
      if (name === undefined) return;
      names.delete(sql);
      closing.push(name);
    },
    closings: () => closing.splice(0).map((name) => serialize.close({ type: 'S', name })),
  };
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const batch = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    batch.set(part, offset);
    offset += part.byteLength;
  }
  return batch;
}

/**
 * The messages of a query's reply that PGlite's result reader uses (row description, rows, command
 * tag), read straight from the bytes: PGlite's own protocol parser copies every value into a buffer
 * of its own before decoding it. A reply with an error is read by PGlite's parser, for the error's
 * every field.
 */
export function readReply(reply: Uint8Array): { messages: Message[]; parsed: boolean; error?: DatabaseError } {
  const bytes = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  const messages: Message[] = [];
  let parsed = false;
  const cstring = (from: number) => {
    const end = bytes.indexOf(0, from);
    return { text: bytes.toString('utf8', from, end), next: end + 1 };
  };
  for (let at = 0; at < bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
    const body = at + 5;
    switch (bytes[at]) {
      case 0x31: // '1' ParseComplete
        parsed = true;
        break;
      case 0x54: { // 'T' RowDescription
        const fields = new Array<{ name: string; dataTypeID: number }>(bytes.readInt16BE(body));
        let p = body + 2;
        for (let i = 0; i < fields.length; i++) {
          const { text: name, next } = cstring(p);
          fields[i] = { name, dataTypeID: bytes.readInt32BE(next + 6) };
          p = next + 18;
        }
        messages.push({ name: 'rowDescription', fields } as unknown as Message);
        break;
      }
      case 0x44: { // 'D' DataRow
        const fields = new Array<string | null>(bytes.readInt16BE(body));
        let p = body + 2;
        for (let i = 0; i < fields.length; i++) {
          const length = bytes.readInt32BE(p);
          p += 4;
          fields[i] = length < 0 ? null : bytes.toString('utf8', p, p + length);
          if (length > 0) p += length;
        }
        messages.push({ name: 'dataRow', fields } as unknown as Message);
        break;
      }
      case 0x43: // 'C' CommandComplete
        messages.push({ name: 'commandComplete', text: cstring(body).text } as unknown as Message);
        break;
      case 0x45: { // 'E' ErrorResponse
        let error: DatabaseError | undefined;
        new protocol.Parser().parse(reply, (message) => {
          if (message.name === 'error') error ??= message as unknown as DatabaseError;
        });
        return { messages, parsed, error };
      }
      default: // bind and close complete, no data, notices, ready for query
    }
  }
  return { messages, parsed };
}

/** A database error as the thread answered it before: the message, and its code, detail, ... as fields. */
export function queryError(error: DatabaseError, sql: string): Error {
  const fields = Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return Object.assign(new Error(error.message), Object.fromEntries(fields), { name: error.name, query: sql });
}
