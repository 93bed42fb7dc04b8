import { insurerLetters } from '../../../domain/certificateFields.ts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import forms from '../../../../schemas/certificates/certificate-forms.json';
import replies from '../../../../schemas/certificates/certificates.replies.json';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { markets, policies } from '../../db/schema.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import { fail, type Insured } from './insured.ts';
import type { CertificateLimit } from './tables.ts';

export type Section = keyof typeof forms.sections;
/** A limit as a body sends it (a number) or a certificate keeps it (text). */
export type SentLimit = Omit<CertificateLimit, 'limit'> & { limit: string | number };

const letters = insurerLetters;
const maxRows = 12;

/** An insurer affording coverage, by its letter. */
export interface Insurer {
  letter: string;
  name: string;
  naic: string;
}

/** A line of a policy as the certificate prints it. */
export interface CoverageRow {
  letter: string;
  section: Section;
  line: string;
  policyNumber: string;
  effective: string;
  expiration: string;
  /** dollars as text, or null when none was given */
  limit: string | null;
}

export interface Coverage {
  insurers: Insurer[];
  rows: CoverageRow[];
  descriptions: string[];
  /** the chosen policies' first versions' ids, in the order chosen */
  masterIds: string[];
  /** the limits keyed by first version, as a certificate keeps them */
  limits: CertificateLimit[];
}

/** The sections the chosen forms open (the general one when none is chosen). */
export function sectionsOf(chosen: string[] | undefined): Set<Section> {
  const picked = chosen?.length ? chosen : forms.sections[forms.defaultSection as Section];
  return new Set((Object.keys(forms.sections) as Section[]).filter((s) => forms.sections[s].some((f) => picked.includes(f))));
}

/** The chosen forms, the general section's by default. */
export const formsOf = (chosen: string[] | undefined): string[] => (chosen?.length ? chosen : forms.sections[forms.defaultSection as Section]);

const sectionOfLine = (code: string): Section => (forms.automobileLines.includes(code) ? 'automobile' : 'general');

/**
 * What the chosen policies certify: each the insured's (any version's id chosen prints the latest
 * version), their lines in the sections of the forms chosen with the limits entered, and the
 * insurers (a line's issuing company, else the policy's market) lettered A to F in order of appearance.
 * `field` names where the policy ids came from (a reissue's come from the holder's last certificate).
 */
export async function readCoverage(db: Db, auth: AuthContext, lob: LobService, insured: Insured, ids: string[], sent: { forms?: string[]; limits?: SentLimit[] }, field = '/policy_Reference_Id'): Promise<Coverage> {
  const chosen = await db.select({ id: policies.id, masterId: policies.masterPolicyId }).from(policies)
    .where(and(eq(policies.tenantId, auth.tenantId), inArray(policies.id, ids), isNull(policies.retiredAt)));
  const masterOf = new Map(chosen.map((c) => [c.id, c.masterId]));
  const missing = ids.findIndex((id) => !masterOf.has(id));
  if (missing >= 0) throw fail(`${field}/${missing}`, replies.policyNotFound);
  const masterIds = ids.map((id) => masterOf.get(id)!);
  const latest = await db.select().from(policies)
    .where(and(eq(policies.tenantId, auth.tenantId), inArray(policies.masterPolicyId, masterIds), eq(policies.isLatest, true), isNull(policies.retiredAt)));
  const rowsOf = masterIds.map((m) => latest.find((p) => p.masterPolicyId === m));
  const lost = rowsOf.findIndex((p) => !p);
  if (lost >= 0) throw fail(`${field}/${lost}`, replies.policyNotFound);
  const other = rowsOf.findIndex((p) => (insured.kind === 'human' ? p!.insuredHumanId : p!.insuredEntityId) !== insured.id);
  if (other >= 0) throw fail(`${field}/${other}`, replies.policyOfAnotherInsured);
  const books = rowsOf.map((p) => p!);

  const limits = (sent.limits ?? []).map((l, i) => {
    const master = masterOf.get(l.policy_Reference_Id) ?? (masterIds.includes(l.policy_Reference_Id) ? l.policy_Reference_Id : undefined);
    const policy = books.find((p) => p.masterPolicyId === master);
    if (!policy) throw fail(`/limits/${i}/policy_Reference_Id`, replies.limitPolicyNotChosen);
    if (!policy.lines.some((line) => line.line_Of_Business_Id === l.line_Of_Business_Id)) throw fail(`/limits/${i}/line_Of_Business_Id`, replies.limitLineNotOnPolicy);
    return { policy_Reference_Id: policy.masterPolicyId, line_Of_Business_Id: l.line_Of_Business_Id, limit: String(l.limit) };
  });
  const twice = limits.findIndex((l, i) => limits.findIndex((o) => o.policy_Reference_Id === l.policy_Reference_Id && o.line_Of_Business_Id === l.line_Of_Business_Id) !== i);
  if (twice >= 0) throw fail(`/limits/${twice}`, replies.limitTwice);

  const sections = sectionsOf(sent.forms);
  const known = await lob.byId();
  const lines = books.flatMap((p) => p.lines.map((line) => ({ policy: p, line, lob: known.get(line.line_Of_Business_Id) })))
    .map((l) => ({ ...l, section: sectionOfLine(l.lob?.line_Of_Business_Reference_Code ?? '') }))
    .filter((l) => sections.has(l.section));
  if (!lines.length) throw fail('/forms', replies.noLinesInForms);
  if (lines.length > maxRows) throw fail(field, replies.tooManyLines);

  const insurerIds = [...new Set(lines.map((l) => l.line.entity_Reference_Id ?? l.policy.marketId))];
  if (insurerIds.length > letters.length) throw fail(field, replies.tooManyInsurers);
  const found = await db.select({ id: markets.id, name: markets.name, naic: markets.naicCode }).from(markets)
    .where(and(eq(markets.tenantId, auth.tenantId), inArray(markets.id, insurerIds)));
  const insurers = insurerIds.map((id, i) => {
    const market = found.find((m) => m.id === id);
    return { letter: letters[i], name: market?.name ?? '', naic: market?.naic ?? '' };
  });

  return {
    insurers,
    rows: lines.map(({ policy, line, lob: known, section }) => ({
      letter: letters[insurerIds.indexOf(line.entity_Reference_Id ?? policy.marketId)],
      section,
      line: known?.line_Of_Business_Name ?? '',
      policyNumber: policy.carrierPolicyNumber ?? policy.binderNumber ?? '',
      effective: policy.effectiveDate,
      expiration: policy.expirationDate,
      limit: limits.find((l) => l.policy_Reference_Id === policy.masterPolicyId && l.line_Of_Business_Id === line.line_Of_Business_Id)?.limit ?? null,
    })),
    descriptions: [...new Set(books.map((p) => p.descriptionOfOperations).filter((d): d is string => Boolean(d)))],
    masterIds,
    limits,
  };
}
