import type { RouteModule } from '../http/openapi/document.ts';
import { addressRoutes } from './addresses.ts';
import { authRoutes } from './auth.ts';
import { contactRoutes } from './contacts.ts';
import { entityRoutes } from './entities.ts';
import { fileRoutes } from './files.ts';
import { fileCompareRoutes } from './fileCompare.ts';
import { fileUploadRoutes } from './fileUpload.ts';
import { relationshipRoutes } from './relationships.ts';
import { humanRoutes } from './humans.ts';
import { oidcRoutes } from './oidc.ts';
import { profileRoutes } from './profile.ts';
import { referenceRoutes } from './reference.ts';
import { taskRoutes } from './tasks.ts';
import { lobRoutes } from './lob.ts';
import { marketRoutes } from './markets.ts';
import { policyRoutes } from './policies.ts';
import { opportunityRoutes } from './opportunities.ts';
import { opportunityMarketingRoutes } from './opportunityMarketing.ts';
import { recordsOnRoutes } from './recordsOn.ts';
import { certificateRoutes } from '../modules/certificates/routes.ts';
import { emailRoutes } from '../modules/email/routes.ts';
import { dashboardRoutes } from '../modules/dashboard/routes.ts';
import { globalSearchRoutes } from '../modules/globalSearch/routes.ts';
import { reportRoutes } from '../modules/reports/routes.ts';
import { adminRoutes } from '../modules/admin/routes.ts';
import { listExportRoutes } from '../modules/listExport/routes.ts';
import { importRoutes } from '../modules/imports/routes.ts';

/** Each module's routes under its tag in the API reference (/docs). */
export const routeModules: RouteModule[] = [
  { tag: 'Sign-in', description: 'Sessions: sign-in, single sign-on, tenants and scopes.', routes: [...authRoutes, ...oidcRoutes] },
  { tag: 'Reference', description: "The tenant's reference lists and screen configurations.", routes: referenceRoutes },
  { tag: 'Humans', description: 'Humans: the human model, its list, details, lookup, retire and restore.', routes: humanRoutes },
  { tag: 'Entities', description: 'Entities (businesses): the entity model, its list, details, lookup, retire and restore.', routes: entityRoutes },
  { tag: 'Relationships', description: 'Relationships between humans and entities.', routes: relationshipRoutes },
  { tag: 'Contacts', description: 'Contacts shared by humans and entities.', routes: contactRoutes },
  { tag: 'Profile pictures', description: 'Pictures of humans and entities.', routes: profileRoutes },
  { tag: 'Addresses', description: 'Address suggestions and validation.', routes: addressRoutes },
  { tag: 'Cases and tasks', description: 'Cases, tasks and the activity queue.', routes: taskRoutes },
  { tag: 'Files', description: 'Files: lists, details, versions, links, uploads and comparison.', routes: [...fileRoutes, ...fileCompareRoutes, ...fileUploadRoutes] },
  { tag: 'Lines of business', description: 'The lines of business.', routes: lobRoutes },
  { tag: 'Markets', description: 'Markets (carriers).', routes: marketRoutes },
  { tag: 'Policies', description: 'Policies: versions, moves, participants, fees and taxes, drafts.', routes: policyRoutes },
  { tag: 'Opportunities', description: 'Opportunities: the pipeline, stages, renewals and the early close.', routes: opportunityRoutes },
  { tag: 'Marketing', description: "An opportunity's submissions, quotes and proposals.", routes: opportunityMarketingRoutes },
  { tag: 'Loss history and prior carriers', description: "Claims and prior carriers on an opportunity's and a policy's pages.", routes: recordsOnRoutes },
  { tag: 'Certificates', description: 'Certificates of liability: holders, preview, issue and reissue.', routes: certificateRoutes },
  { tag: 'Email', description: 'Outbound email: drafts, sending, the outbox and the mail on a record.', routes: emailRoutes },
  { tag: 'Dashboard', description: "The signed-in user's day and the agency's book.", routes: dashboardRoutes },
  { tag: 'Search', description: 'One search across humans, entities, opportunities, policies and files.', routes: globalSearchRoutes },
  { tag: 'Reports', description: 'Reports and their CSV exports.', routes: reportRoutes },
  { tag: 'Exports and imports', description: 'Every list screen as a CSV file, as filtered and sorted; CSV imports of humans, entities and policies.', routes: [...listExportRoutes(() => routes), ...importRoutes] },
  { tag: 'Admin Portal', description: "The tenant's profile, its users and their scopes, invitations and the audit log.", routes: adminRoutes },
];

export const routes = routeModules.flatMap((module) => module.routes);

/** Routes that take multipart/form-data: the app registers them in a scope that parses it. */
export const multipartRoutes = fileUploadRoutes;
