import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2019, { _, str, type Code, type KeywordCxt } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import addErrors from 'ajv-errors';

export const root = new URL('../..', import.meta.url).pathname;

export interface SchemaFile {
  file: string;
  schema: Record<string, unknown> & { $id?: string; type?: unknown };
}

export function listJson(dir: string, suffix: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listJson(path, suffix));
    else if (entry.name.endsWith(suffix)) out.push(path);
  }
  return out.sort();
}

export function readSchemas(from = root): SchemaFile[] {
  return listJson(join(from, 'schemas'), '.schema.json').map((path) => ({
    file: relative(from, path),
    schema: JSON.parse(readFileSync(path, 'utf8')),
  }));
}

/** `notFuture`: a yyyy-MM-dd date after today's local date fails. */
function notFutureCode(cxt: KeywordCxt): void {
  const today = _`new Date(Date.now() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 10)`;
  cxt.fail(_`${cxt.data}.length === 10 && ${cxt.data} > ${today}`);
}

/** Whether generated code's value is a yyyy-MM-dd day (typed text such as '01/02' is not yet one). */
const isDay = (value: Code) => _`typeof ${value} == "string" && /^\\d{4}-\\d{2}-\\d{2}$/.test(${value})`;

/** A date field's order against the sibling field the keyword names (`parentData` is the object holding both): fails when both are days and `wrong` holds. */
function siblingDateOrder(cxt: KeywordCxt, wrong: (own: Code, other: Code) => Code): void {
  const other = cxt.gen.const('other', _`${cxt.it.parentData} && ${cxt.it.parentData}[${cxt.schema as string}]`);
  cxt.fail(_`${isDay(cxt.data)} && ${isDay(other)} && ${wrong(cxt.data, other)}`);
}

/** `notAfterField`: a date later than the sibling field's date fails (a claim after its report). */
const notAfterFieldCode = (cxt: KeywordCxt) => siblingDateOrder(cxt, (own, other) => _`${own} > ${other}`);

/** `afterField`: a date not later than the sibling field's date fails (an expiration on or before the effective date). */
const afterFieldCode = (cxt: KeywordCxt) => siblingDateOrder(cxt, (own, other) => _`${own} <= ${other}`);

/** `finite`: a number must be finite (coercing query text such as 'Infinity' yields one that is not). */
function finiteCode(cxt: KeywordCxt): void {
  // not a keyword of type 'number': ajv puts those behind its own isFinite test, which skips them
  if (cxt.schema) cxt.fail(_`typeof ${cxt.data} == "number" && !isFinite(${cxt.data})`);
}

/**
 * `decimals`: a number with more decimals than the keyword's value fails (money takes cents:
 * 0.001 does not). Counted on the number's shortest text, the same digits JSON carried.
 */
function decimalsCode(cxt: KeywordCxt): void {
  const places = cxt.schema as number;
  cxt.fail(_`!new RegExp(${`^-?\\d+(\\.\\d{1,${places}})?$`}).test(String(${cxt.data}))`);
}

/** Query strings arrive as text: their schemas coerce types and fill defaults. */
export function createAjv({ standalone = false, coerce = false } = {}): Ajv2019 {
  const ajv = new Ajv2019({
    allErrors: true,
    coerceTypes: coerce,
    useDefaults: coerce,
    strict: true,
    strictRequired: false,
    // an answer's optional value is often `["string", "null"]`
    allowUnionTypes: true,
    code: standalone ? { source: true, esm: true, lines: true } : undefined,
  });
  addFormats(ajv);
  addErrors(ajv);
  ajv.addKeyword({ keyword: 'finite', schemaType: 'boolean', code: finiteCode });
  ajv.addKeyword({ keyword: 'decimals', type: 'number', schemaType: 'number', code: decimalsCode, error: { message: ({ schema }) => str`must have at most ${schema} decimals`, params: ({ schema }) => _`{limit: ${schema}}` } });
  ajv.addKeyword({ keyword: 'notFuture', type: 'string', schemaType: 'boolean', code: notFutureCode });
  ajv.addKeyword({ keyword: 'notAfterField', type: 'string', schemaType: 'string', code: notAfterFieldCode });
  ajv.addKeyword({ keyword: 'afterField', type: 'string', schemaType: 'string', code: afterFieldCode });
  return ajv;
}
