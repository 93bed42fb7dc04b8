/**
 * The formats whose text can be compared, by extension (DECISIONS 60); any other file has none.
 * Apart from the extractors, so that asking does not load them: pdf.js brings core-js polyfills that
 * replace the thread's JSON.stringify with a slower one, which only the text thread may carry.
 */
export const textFormats = ['pdf', 'docx', 'txt', 'csv', 'rtf', 'xlsx', 'xls', 'eml', 'msg'] as const;
export type TextFormat = (typeof textFormats)[number];

export const extractable = (extension: string): extension is TextFormat => (textFormats as readonly string[]).includes(extension);
