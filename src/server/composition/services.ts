import type { ServiceDeps } from './deps.ts';
import { createSessionService } from '../modules/signIn/sessions.ts';
import { createHumanService } from '../modules/humans/service.ts';
import { createEntityService } from '../modules/entities/service.ts';
import { createClientService } from '../modules/clients/service.ts';
import { createTaskService } from '../modules/cases/service.ts';
import { createFileService } from '../modules/files/service.ts';
import { createFileCompareService } from '../modules/files/compare.ts';
import { createContactService } from '../modules/contacts/service.ts';
import { createLobService } from '../modules/linesOfBusiness/service.ts';
import { createMarketService } from '../modules/markets/service.ts';
import { createPolicyService } from '../modules/policies/service.ts';
import { createPolicyDraftService } from '../modules/policies/drafts.ts';
import { createPolicyRecordsOn } from '../modules/lossHistory/service.ts';
import { createOpportunityService } from '../modules/opportunities/service.ts';
import { createOpportunityClose } from '../modules/opportunities/close.ts';
import { createSubmissionService } from '../modules/submissions/service.ts';
import { createProposalService } from '../modules/proposals/service.ts';
import { createProposalPdfService } from '../modules/proposals/pdf.ts';
import { createRenewalService } from '../modules/opportunities/renewals.ts';
import { createReferenceService } from '../modules/reference/service.ts';
import { createProfileImageService } from '../modules/profilePictures/service.ts';
import { createEmbeddedAddressProvider } from '../modules/addresses/embedded.ts';
import { createLoginThrottle } from '../auth/throttle.ts';
import { createRateLimiter } from '../auth/rateLimit.ts';
import { createOidc } from '../auth/oidc.ts';
import { createCertificateService } from '../modules/certificates/service.ts';
import { defaultMailSettings } from '../mail/mailSettings.ts';
import { createEmailService } from '../modules/email/service.ts';
import { createDashboardService } from '../modules/dashboard/service.ts';
import { createReportService } from '../modules/reports/service.ts';
import { createImportService } from '../modules/imports/service.ts';
import { createAdminService } from '../modules/admin/service.ts';

export function createServices(deps: ServiceDeps) {
  const contacts = createContactService(deps);
  const rateLimiter = createRateLimiter(deps.db);
  const profileImages = createProfileImageService(deps, rateLimiter);
  const lob = createLobService(deps);
  const markets = createMarketService(deps);
  const policies = createPolicyService(deps, markets, lob);
  const policyDrafts = createPolicyDraftService(deps, policies);
  const opportunities = createOpportunityService(deps, markets, lob);
  const submissions = createSubmissionService(deps, opportunities, markets, lob);
  const proposals = createProposalService(deps, opportunities, submissions, lob);
  const files = createFileService(deps);
  const sessions = createSessionService(deps);
  const admin = createAdminService(deps, sessions.forgetUser);
  const humans = createHumanService(deps, contacts, profileImages);
  const entities = createEntityService(deps, contacts, profileImages);
  return {
    cipher: deps.cipher,
    rateLimiter,
    sessions,
    admin,
    contacts,
    humans,
    entities,
    clients: createClientService(deps),
    tasks: createTaskService(deps),
    files,
    certificates: createCertificateService(deps, lob, files, admin.profile),
    fileCompare: createFileCompareService(deps, files.store),
    reference: createReferenceService(deps),
    lob,
    markets,
    policies,
    policyDrafts,
    opportunities,
    opportunityClose: createOpportunityClose(deps, opportunities, policyDrafts, markets, lob),
    submissions,
    proposals,
    proposalPdf: createProposalPdfService(deps, opportunities, proposals),
    renewals: createRenewalService(deps, opportunities, lob),
    policyRecordsOn: createPolicyRecordsOn(deps, policies, markets, lob),
    profileImages,
    addresses: createEmbeddedAddressProvider(deps),
    loginThrottle: createLoginThrottle(deps.db, rateLimiter),
    oidc: deps.oidc ? createOidc(deps.oidc, deps.db) : null,
    oidcRedirectUri: deps.oidc?.redirectUri ?? '',
    email: createEmailService(deps, files, deps.mail ?? defaultMailSettings),
    dashboard: createDashboardService(deps),
    reports: createReportService(deps),
    imports: createImportService(deps, { humans, entities, policies, lob }),
  };
}

export type Services = ReturnType<typeof createServices>;
