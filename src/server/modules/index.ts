import type { AnyRecordDeclaration, ServerModule } from './module.ts';
import { certificateRoutes } from './certificates/routes.ts';
import { certificateRecords, holderRecords } from './certificates/declarations.ts';
import { emailRoutes } from './email/routes.ts';
import { draftRecords } from './email/declarations.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { globalSearchRoutes } from './globalSearch/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { invitationRoutes } from './admin/invitationRoutes.ts';
import { listExportRoutes } from './listExport/routes.ts';
import { importRoutes } from './imports/routes.ts';
import { tenantProfileRecords } from './admin/declarations.ts';
import { casesModule } from './cases/module.ts';
import { contactsModule } from './contacts/module.ts';
import { entitiesModule } from './entities/module.ts';
import { filesModule } from './files/module.ts';
import { submissionsModule } from './submissions/module.ts';
import { proposalsModule } from './proposals/module.ts';
import { opportunitiesModule } from './opportunities/module.ts';
import { policiesModule } from './policies/module.ts';
import { lossHistoryModule } from './lossHistory/module.ts';
import { humansModule } from './humans/module.ts';
import { linesOfBusinessModule } from './linesOfBusiness/module.ts';
import { marketsModule } from './markets/module.ts';
import { addressesModule } from './addresses/module.ts';
import { referenceModule } from './reference/module.ts';
import { profilePicturesModule } from './profilePictures/module.ts';
import { relationshipsModule } from './relationships/module.ts';
import { signInModule } from './signIn/module.ts';

/**
 * The server's modules, in the API reference's order. A module in a folder of its own names itself
 * (`<module>/module.ts`); the older ones are described here until they move to theirs.
 */
export const modules: ServerModule[] = [
  signInModule,
  referenceModule,
  humansModule,
  entitiesModule,
  relationshipsModule,
  contactsModule,
  profilePicturesModule,
  addressesModule,
  casesModule,
  filesModule,
  linesOfBusinessModule,
  marketsModule,
  policiesModule,
  opportunitiesModule,
  submissionsModule,
  proposalsModule,
  lossHistoryModule,
  { api: { tag: 'Certificates', description: 'Certificates of liability: holders, preview, issue and reissue.', routes: certificateRoutes }, records: [holderRecords, certificateRecords] },
  { api: { tag: 'Email', description: 'Outbound email: drafts, sending, the outbox and the mail on a record.', routes: emailRoutes }, records: [draftRecords] },
  { api: { tag: 'Dashboard', description: "The signed-in user's day and the agency's book.", routes: dashboardRoutes } },
  { api: { tag: 'Search', description: 'One search across humans, entities, opportunities, policies and files.', routes: globalSearchRoutes } },
  { api: { tag: 'Reports', description: 'Reports and their CSV exports.', routes: reportRoutes } },
  {
    api: {
      tag: 'Exports and imports',
      description: 'Every list screen as a CSV file, as filtered and sorted; CSV imports of humans, entities and policies.',
      routes: [...listExportRoutes(() => everyRoute()), ...importRoutes],
    },
  },
  { api: { tag: 'Admin Portal', description: "The tenant's profile, its users and their scopes, invitations and the audit log.", routes: [...adminRoutes, ...invitationRoutes] }, records: [tenantProfileRecords] },
];

/** Every module's routes (a list's export finds the list's own route among them, when asked). */
const everyRoute = () => modules.flatMap((m) => m.api?.routes ?? []);

/** Every module's record declarations: what applies to all records (key rotation) reads them here. */
export const recordDeclarations = modules.flatMap((m) => m.records ?? []) as AnyRecordDeclaration[];
