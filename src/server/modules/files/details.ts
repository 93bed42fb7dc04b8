import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { entities, files, fileVersions, humans, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { fileColumns, fileRecords } from './declarations.ts';
import { tagOf } from './documentTypes.ts';

export type ListRow = { [K in keyof typeof fileColumns]: unknown } & { tags: string[]; relatedHumanId: string | null; relatedEntityId: string | null };

/** The names of the humans and entities a page of files is related to, by id (the list's Related To column). */
export async function relatedNames(db: Db, rows: ListRow[]): Promise<Map<string, string>> {
  const humanIds = [...new Set(rows.map((r) => r.relatedHumanId).filter((id): id is string => Boolean(id)))];
  const entityIds = [...new Set(rows.map((r) => r.relatedEntityId).filter((id): id is string => Boolean(id)))];
  const [people, businesses] = await Promise.all([
    humanIds.length ? db.select({ id: humans.id, name: sql<string>`${humans.firstName} || ' ' || ${humans.lastName}` }).from(humans).where(inArray(humans.id, humanIds)) : [],
    entityIds.length ? db.select({ id: entities.id, name: entities.name }).from(entities).where(inArray(entities.id, entityIds)) : [],
  ]);
  return new Map([...people, ...businesses].map((r) => [r.id, r.name]));
}

/** A list row in the spec's shape: both date and description names, tags with labels, Related to (with its name when `names` has it). */
export function listItem({ relatedHumanId, relatedEntityId, tags, description, uploaded_Date, ...row }: ListRow, names?: Map<string, string>) {
  const relatedId = relatedHumanId ?? relatedEntityId;
  return {
    ...row,
    description,
    file_Description: description,
    uploaded_Date,
    upload_Date: uploaded_Date,
    tags: tags.map(tagOf),
    tags_Count: tags.length,
    related_To: relatedHumanId ? { type: 'Human', reference_Id: relatedHumanId } : relatedEntityId ? { type: 'Entity', reference_Id: relatedEntityId } : null,
    related_To_Name: (relatedId && names?.get(relatedId)) ?? null,
  };
}

/** Related to (Who) as the spec's person or entity: reference_Id, first_Name, last_Name, type, profile_Image. */
async function relatedTo(db: Db, row: ListRow) {
  if (row.relatedHumanId) {
    const [human] = await db.select({ first_Name: humans.firstName, last_Name: humans.lastName, profile_Image: humans.profileImage }).from(humans).where(eq(humans.id, row.relatedHumanId));
    return { type: 'Human', reference_Id: row.relatedHumanId, ...human };
  }
  if (row.relatedEntityId) {
    const [entity] = await db.select({ first_Name: entities.name, profile_Image: entities.profileImage }).from(entities).where(eq(entities.id, row.relatedEntityId));
    return { type: 'Entity', reference_Id: row.relatedEntityId, last_Name: null, ...entity };
  }
  return null;
}

/** GET /v1/metadata/files: the File details dialog (Properties: uploaded and updated when and by whom) and every version. */
export async function readDetails(db: Db, auth: AuthContext, id: string) {
  const [found] = await db.select({ ...fileColumns, createdBy: files.createdBy, updatedBy: files.updatedBy }).from(files)
    .where(and(eq(files.id, id), eq(files.tenantId, auth.tenantId), isNull(files.retiredAt)));
  if (!found) throw notFound(fileRecords.noun);
  const { createdBy, updatedBy, ...row } = found as ListRow & { createdBy: string | null; updatedBy: string | null };
  const versions = await db.select().from(fileVersions)
    .where(and(eq(fileVersions.fileId, row.file_Reference_Id as string), eq(fileVersions.tenantId, auth.tenantId))).orderBy(asc(fileVersions.version));
  const ids = [...new Set([createdBy, updatedBy, ...versions.map((v) => v.createdBy)].filter((u): u is string => Boolean(u)))];
  const people = ids.length ? await db.select({ user_Id: users.id, first_Name: users.firstName, last_Name: users.lastName }).from(users).where(inArray(users.id, ids)) : [];
  const person = (userId: string | null) => people.find((p) => p.user_Id === userId) ?? null;
  const latest = versions.at(-1);
  return {
    ...listItem(row),
    related_To: await relatedTo(db, row),
    created_By: person(createdBy),
    updated_By: person(updatedBy),
    file_Extension: latest?.extension ?? null,
    file_Size: latest?.size ?? null,
    versions: versions.map((v) => ({
      version: v.version, file_Name: v.fileName, file_Extension: v.extension, file_Size: v.size, mime_Type: v.mimeType, uploaded_Date: v.createdAt, uploaded_By: person(v.createdBy),
    })),
  };
}
