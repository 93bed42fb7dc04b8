import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { entities, humans } from '../../db/schema.ts';
import { likePattern } from '../../records/search.ts';
import { maskedTaxId } from '../entities/record.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { createReferenceLabels } from '../reference/service.ts';

interface ClientRow {
  type: 'Human' | 'Entity';
  from_Id: string;
  name: string;
  profile_Image: string | null;
  dba: string | null;
  first_Name: string | null;
  last_Name: string | null;
  pronoun_Code: string | null;
  dob: string | null;
  entity_Description: string | null;
  legal_Entity_Type_Code: string | null;
  tax_Id_Type: string | null;
  tax_Id_Last4: string | null;
}

/** Clients of both kinds, humans and entities, for the insured and related-to pickers. */
export function createClientService({ db }: ServiceDeps) {
  const label = createReferenceLabels(db);
  return {
    /**
     * GET /v1/lookup/entity-human: humans and entities by name together. An entity carries its
     * legal_Entity_Type_Code and (masked) fein, as the spec tells them apart; `type` says it outright.
     */
    async lookup(auth: AuthContext, q: { search?: string; limit?: number; page?: number }, only?: ClientRow['type']) {
      const limit = q.limit ?? 10;
      const offset = ((q.page ?? 1) - 1) * limit;
      const match = q.search?.trim() ? likePattern(q.search) : '%';
      const result = await db.execute(sql`
        select * from (
          select 'Human' as type, ${humans.id} as "from_Id", ${humans.firstName} || ' ' || ${humans.lastName} as name,
            ${humans.profileImage} as "profile_Image", null as dba, ${humans.firstName} as "first_Name", ${humans.lastName} as "last_Name",
            ${humans.pronounCode} as "pronoun_Code", ${humans.dob}::text as dob, null as "entity_Description",
            null as "legal_Entity_Type_Code", null as "tax_Id_Type", null as "tax_Id_Last4", ${humans.lastName} || ' ' || ${humans.firstName} as sort_name
          from ${humans}
          where ${humans.tenantId} = ${auth.tenantId} and ${humans.retiredAt} is null and ${humans.searchName} like ${match}
          union all
          select 'Entity', ${entities.id}, ${entities.name}, ${entities.profileImage}, ${entities.dba}, null, null, null, null,
            ${entities.entityDescription}, ${entities.legalEntityTypeCode}, ${entities.taxIdType}, ${entities.taxIdLast4}, ${entities.name}
          from ${entities}
          where ${entities.tenantId} = ${auth.tenantId} and ${entities.retiredAt} is null and ${entities.searchName} like ${match}
        ) clients
        where ${only ?? null}::text is null or type = ${only ?? null}
        order by lower(sort_name), "from_Id"
        limit ${limit} offset ${offset}`);
      const rows = (result as unknown as { rows: ClientRow[] }).rows;
      return Promise.all(
        rows.map(async ({ tax_Id_Type, tax_Id_Last4, pronoun_Code, ...row }) => ({
          ...row,
          pronoun: await label('IRYS_Pronouns', pronoun_Code),
          fein: maskedTaxId(tax_Id_Type, tax_Id_Last4),
        })),
      );
    },
  };
}
