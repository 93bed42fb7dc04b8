import fileSchema from '../../../../schemas/file/file.schema.json';

/** The document types (file tags) with their labels, as schemas/file/file.schema.json lists them. */
export const documentTypes: { code: string; label: string }[] = fileSchema.$defs.documentType.oneOf.map((t) => ({ code: t.const, label: t.title }));

const labels = new Map(documentTypes.map((t) => [t.code, t.label]));

/** A stored tag as the spec reads it: its code (string_Value) and label. */
export const tagOf = (code: string) => ({ string_Value: code, label: labels.get(code) ?? code });
