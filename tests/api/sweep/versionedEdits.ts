import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { day } from '../../setup/days';
import { uniqueName, type Session, type TestApp } from '../helpers/app';

/**
 * One kind of record edited at the version read: how to make one, how to change its one marked
 * field at a version, where the field is stored, and the sentence a stale edit answers.
 */
export interface VersionedEdit {
  kind: string;
  create(): Promise<string>;
  edit(id: string, version: number, marker: string): Promise<LightMyRequestResponse>;
  /** the stored marker and version of the record */
  read(id: string): Promise<{ marker: string; version: number }>;
  stale: string;
}

interface Context {
  t: TestApp;
  admin: Session;
  entityId: string;
  marketId: string;
  lob: (code: string) => string;
}

const staleOf = (kind: string) => `This ${kind} was changed by someone else since you opened it. Reload to see the latest details.`;

export function versionedEdits({ t, admin, entityId, marketId, lob }: Context): VersionedEdit[] {
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => t.as(admin.token, { method, url, payload });
  const created = async (method: 'POST' | 'PUT', url: string, payload: object, idKey: string) => {
    const response = await send(method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json().resolved[idKey] as string;
  };
  const stored = (table: string, column: string) => async (id: string) => {
    const [row] = await t.rows<{ marker: string; version: number }>(sql`select ${sql.raw(column)}::text as marker, version from ${sql.raw(table)} where id = ${id}`);
    return row;
  };
  let caseId: string | undefined;
  const openCase = async () => (caseId ??= await created('POST', '/v1/add/case', { case_Type: 'GENERAL_REQUEST', module_Type: 'entity', case_Module_Reference_Id: entityId, description: 'Edit race' }, 'irys_Case_Reference_Id'));
  return [
    {
      kind: 'human', stale: staleOf('human'), read: stored('humans', 'first_name'),
      create: () => created('POST', '/v1/humans/upsert', { human: { first_Name: 'Race', last_Name: uniqueName('Edit') } }, 'human_Reference_Id'),
      edit: (id, version, marker) => send('POST', '/v1/humans/update', { human_Reference_Id: id, version, to_Update: { human: { first_Name: marker, last_Name: 'Racer' } } }),
    },
    {
      kind: 'entity', stale: staleOf('entity'), read: stored('entities', 'name'),
      create: () => created('POST', '/v1/entities/upsert', { entity: { name: uniqueName('Edit race ') } }, 'entity_Reference_Id'),
      edit: (id, version, marker) => send('POST', '/v1/entity/update', { entity_Reference_Id: id, version, to_Update: { entity: { name: marker } } }),
    },
    {
      kind: 'task', stale: staleOf('task'), read: stored('tasks', 'task_name'),
      create: async () => created('POST', '/v1/add/task', { irys_Task: { task_Name: uniqueName('Edit race '), case_Reference_Id: await openCase() } }, 'task_Reference_Id'),
      edit: async (id, version, marker) => send('POST', '/v1/edit/task', { irys_Task: { task_Reference_Id: id, version, task_Name: marker, status: 'open', case_Reference_Id: await openCase() }, data: [] }),
    },
    {
      // a case's one versioned edit is its priority: the marker is 1 or 0, alternating by round
      kind: 'case', stale: staleOf('case'), read: stored('cases', 'is_priority::int'),
      create: () => created('POST', '/v1/add/case', { case_Type: 'GENERAL_REQUEST', module_Type: 'entity', case_Module_Reference_Id: entityId, description: uniqueName('Edit race ') }, 'irys_Case_Reference_Id'),
      edit: (id, version, marker) => send('PUT', '/v1/case/priority', { irys_Case_Reference_Id: id, version, is_Priority: Number(marker) }),
    },
    {
      kind: 'policy', stale: staleOf('policy'), read: stored('policies', 'description'),
      create: () => created('POST', '/v1/policy/add', {
        market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New',
        effective_Date: day(0), expiration_Date: day(365), line_Of_Business: [{ line_Of_Business_Id: lob('general_liability'), selected_Premium: 1000, selected_Commission: 100 }],
      }, 'policy_Reference_Id'),
      edit: (id, version, marker) => send('PUT', '/v1/policy/edit', { policy_Reference_Id: id, version, policy_Description: marker }),
    },
    {
      kind: 'opportunity', stale: staleOf('opportunity'), read: stored('opportunities', 'description'),
      create: () => created('POST', '/v1/opportunity/add', {
        first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', opportunity_Description: uniqueName('Edit race '), effective_Date: day(30), expiration_Date: day(395),
      }, 'opportunity_Reference_Id'),
      edit: (id, version, marker) => send('PUT', '/v1/opportunity/info', { opportunity_Reference_Id: id, version, opportunity_Description: marker }),
    },
    {
      kind: 'market', stale: staleOf('market'), read: stored('markets', 'name'),
      create: () => created('POST', '/v1/market/add', { market_Name: uniqueName('Edit race '), market_Type: 'carrier' }, 'market_Reference_Id'),
      edit: (id, version, marker) => send('PUT', '/v1/market/edit', { market_Reference_Id: id, version, market_Name: marker }),
    },
  ];
}
