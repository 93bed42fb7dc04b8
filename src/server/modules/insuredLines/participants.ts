import { and, eq, isNull, sql } from 'drizzle-orm';
import common from '../../../../schemas/common/common.replies.json';
import replies from '../../../../schemas/policy/policy.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { entities, humans } from '../../db/schema.ts';
import type { PolicyParticipant } from './columns.ts';
import { HttpError } from '../../http/errors.ts';
import { amountOf, splitsAddUp } from './money.ts';

export type ClientKind = 'human' | 'entity';

const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);
export const kindOf = (type: string): ClientKind => (type.toLowerCase() === 'human' ? 'human' : 'entity');
export const clientTables = { human: humans, entity: entities } as const;
/** A client's name as lists show it: a human's first and last name, an entity's name. */
export const clientName = (kind: ClientKind) => (kind === 'human' ? sql<string>`${humans.firstName} || ' ' || ${humans.lastName}` : sql<string>`${entities.name}`);

/** The human or entity (its name), 400 at `field` unless it is the tenant's and on the books. */
export async function clientOf(tx: Db, auth: AuthContext, kind: ClientKind, id: string, field: string) {
  const table = clientTables[kind];
  const [found] = await tx.select({ id: table.id, name: clientName(kind), isAgencyParticipant: table.isAgencyParticipant }).from(table)
    .where(and(eq(table.id, id), eq(table.tenantId, auth.tenantId), isNull(table.retiredAt)));
  if (!found) throw fail(field, fillTemplate(replies.insuredNotFound, { kind }));
  return found;
}

export interface SentParticipant { reference_Id: string; type: string; split?: number | string; role?: string | null }
export interface SentGroups {
  agency_Participants?: SentParticipant[];
  additional_Named_Insureds?: SentParticipant[];
  additional_Participants?: SentParticipant[];
}

/**
 * The participants of a policy or an opportunity with the groups sent replacing theirs: each a human
 * or entity on the books; agency participants marked so, their splits adding up to 100 (none is fine).
 */
export async function participantsFrom(tx: Db, auth: AuthContext, sent: SentGroups, current: PolicyParticipant[]): Promise<PolicyParticipant[]> {
  const groups = [['agency', sent.agency_Participants, '/agency_Participants'], ['additional_Named_Insured', sent.additional_Named_Insureds, '/additional_Named_Insureds'], ['additional', sent.additional_Participants, '/additional_Participants']] as const;
  let participants = current;
  for (const [kind, list, path] of groups) {
    if (!list) continue;
    const kept: PolicyParticipant[] = [];
    for (const [i, p] of list.entries()) {
      const type = kindOf(p.type);
      const found = await clientOf(tx, auth, type, p.reference_Id, `${path}/${i}/reference_Id`);
      if (kind === 'agency' && !found.isAgencyParticipant) throw fail(`${path}/${i}/reference_Id`, fillTemplate(replies.notAgencyParticipant, { name: found.name }));
      kept.push({ kind, type, reference_Id: found.id, split: kind === 'agency' ? amountOf(p.split ?? 0, `${path}/${i}/split`).toString() : null, role: p.role?.trim() || null });
    }
    if (kind === 'agency' && !splitsAddUp(kept.map((p) => p.split))) throw fail(path, replies.splitsNot100);
    participants = [...participants.filter((p) => p.kind !== kind), ...kept];
  }
  return participants;
}

/** The tenant's humans and entities among the ids of each kind: their names and pictures (prepared once per database). */
const prepareNames = (db: Db) => {
  const of = (kind: ClientKind) => {
    const table = clientTables[kind];
    return db.select({ id: table.id, name: clientName(kind), image: table.profileImage }).from(table)
      .where(and(eq(table.tenantId, sql.placeholder('tenantId')), sql`${table.id} = any(${sql.placeholder(kind)}::uuid[])`));
  };
  return of('human').unionAll(of('entity')).prepare('participant_names');
};
const preparedNames = new WeakMap<Db, ReturnType<typeof prepareNames>>();

/** The names and pictures of the tenant's clients the participants name: one query, however many. */
async function namesOf(db: Db, auth: AuthContext, participants: PolicyParticipant[]) {
  const ids = (kind: ClientKind) => [...new Set(participants.filter((p) => p.type === kind).map((p) => p.reference_Id))];
  const [human, entity] = [ids('human'), ids('entity')];
  if (!human.length && !entity.length) return new Map<string, { name: string; image: string | null }>();
  let names = preparedNames.get(db);
  if (!names) preparedNames.set(db, (names = prepareNames(db)));
  return new Map((await names.execute({ tenantId: auth.tenantId, human, entity })).map((f) => [f.id, f]));
}

/** Each record's participants with their names and pictures, by group (the spec's names); the names read together, the tenant's clients only. */
export async function participantsReadAll(db: Db, auth: AuthContext, lists: PolicyParticipant[][]) {
  const named = await namesOf(db, auth, lists.flat());
  return lists.map((participants) => {
    // a participant is one of the tenant's clients (any other is not shown)
    const of = (kind: PolicyParticipant['kind']) => participants.filter((p) => p.kind === kind && named.has(p.reference_Id)).map(({ kind: _k, ...p }) => {
      const found = named.get(p.reference_Id)!;
      return { ...p, split: p.split === null ? null : Number(p.split), name: found.name, profile_Image: found.image };
    });
    return { agency_Participants: of('agency'), additional_Named_Insureds: of('additional_Named_Insured'), additional_Participants: of('additional') };
  });
}

/** One record's participants with their names and pictures, by group. */
export const participantsRead = async (db: Db, auth: AuthContext, participants: PolicyParticipant[]) => (await participantsReadAll(db, auth, [participants]))[0];
