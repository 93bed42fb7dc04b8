/** A reference id as PostgreSQL's uuid type reads it: 8-4-4-4-12 hex digits, nothing around. */
export const referenceIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isReferenceId = (value: unknown): value is string => typeof value === 'string' && referenceIdPattern.test(value);
