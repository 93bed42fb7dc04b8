import replies from '../../../../schemas/admin/admin.replies.json';
import type { RecordDeclaration } from '../../records/record.ts';
import { tenantProfiles } from './tables.ts';

export const tenantProfileRecords: RecordDeclaration<typeof tenantProfiles> = {
  type: 'tenant_profile', noun: 'Agency profile', table: tenantProfiles, sealed: ['licenceNumber'], opaque: ['logoPng'], staleMessage: replies.profileStale,
};
