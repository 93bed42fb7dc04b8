import { createRequire } from 'node:module';
import { protocol, types, type parse } from '@electric-sql/pglite';

/**
 * The Postgres wire protocol as the PGlite thread's client speaks it (pgliteThread.ts): parameters
 * written, prepared statements kept, replies read.
 */

/** Parameters as node-postgres, the production driver, sends them (dates, arrays, JSON, bytes). */
export const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): string | Buffer | null };
export type Message = Parameters<typeof parse.parseResults>[0][number];
type DatabaseError = Error & { name: 'error' };

/** Values Drizzle parses itself (its PGlite driver asks for them as text). */
export const drizzleParses = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/**
 * Reads and writes, prepared once by name (a union's first part in parentheses too, as Drizzle writes it); BEGIN,
 * DDL, VACUUM and the like run unnamed.
 */
export const preparable = /^[\s(]*(select|insert|update|delete|with)\b/i;
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
    /** the statements to close with the next batch (and forgotten here) */
    closings: () => closing.splice(0),
  };
}

/** What one query's batch carries: statements to close first, its statement's parsing when not prepared yet, its values. */
export interface QueryBatch {
  close: string[];
  /** the statement's name ('' for the unnamed one) */
  statement: string;
  /** the SQL to prepare under that name first, when it is not prepared yet */
  parse?: string;
  values: (string | Buffer | null)[];
}

/**
 * A query's messages as one buffer of its own (transferable to the thread): Close for each statement
 * let go, Parse when new, then Bind (text values, bytes as binary), Describe the portal, Execute and
 * Sync. Written here in one pass: PGlite's serializer made a writer per message and a copy of each
 * (about 60 µs a query on the HTTP thread against a few here).
 */
export function writeQuery({ close, statement, parse, values }: QueryBatch): Uint8Array {
  const texts = values.map((value) => (typeof value === 'string' ? Buffer.from(value) : value));
  const name = Buffer.from(statement);
  const closeNames = close.map((n) => Buffer.from(n));
  const sql = parse === undefined ? undefined : Buffer.from(parse);
  const length =
    closeNames.reduce((n, c) => n + 1 + 4 + 1 + c.length + 1, 0) +
    (sql ? 1 + 4 + name.length + 1 + sql.length + 1 + 2 : 0) +
    (1 + 4 + 1 + name.length + 1 + 2 + 2 * texts.length + 2 + texts.reduce((n, t) => n + 4 + (t?.length ?? 0), 0) + 2) +
    (1 + 4 + 1 + 1) + (1 + 4 + 1 + 4) + (1 + 4);
  // a buffer of its own (not from Node's pool): its memory is handed to the thread
  const out = Buffer.allocUnsafeSlow(length);
  let at = 0;
  const start = (code: string) => {
    out[at] = code.charCodeAt(0);
    at += 5; // the length, written by end()
    return at - 4;
  };
  const end = (from: number) => out.writeInt32BE(at - from, from);
  const cstring = (bytes: Buffer) => {
    at += bytes.copy(out, at);
    out[at++] = 0;
  };
  const int16 = (n: number) => (at = out.writeInt16BE(n, at));
  for (const closing of closeNames) {
    const from = start('C');
    out[at++] = 0x53; // 'S': a statement
    cstring(closing);
    end(from);
  }
  if (sql) {
    const from = start('P');
    cstring(name);
    cstring(sql);
    int16(0); // no parameter types: the server infers them
    end(from);
  }
  const bind = start('B');
  out[at++] = 0; // the unnamed portal
  cstring(name);
  int16(texts.length);
  for (const value of values) int16(Buffer.isBuffer(value) ? 1 : 0);
  int16(texts.length);
  for (const text of texts) {
    if (text === null) at = out.writeInt32BE(-1, at);
    else {
      at = out.writeInt32BE(text.length, at);
      at += text.copy(out, at);
    }
  }
  int16(0); // every result column as text
  end(bind);
  const describe = start('D');
  out[at++] = 0x50; // 'P': the portal
  out[at++] = 0;
  end(describe);
  const execute = start('E');
  out[at++] = 0;
  at = out.writeInt32BE(0, at); // every row
  end(execute);
  end(start('S'));
  return out;
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
