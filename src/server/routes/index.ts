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
import { adminRoutes } from '../modules/admin/routes.ts';

export const routes = [...authRoutes, ...oidcRoutes, ...referenceRoutes, ...humanRoutes, ...entityRoutes, ...relationshipRoutes, ...contactRoutes, ...profileRoutes, ...addressRoutes, ...taskRoutes, ...fileRoutes, ...fileCompareRoutes, ...fileUploadRoutes, ...lobRoutes, ...marketRoutes, ...policyRoutes, ...opportunityRoutes, ...opportunityMarketingRoutes, ...recordsOnRoutes, ...certificateRoutes, ...adminRoutes];

/** Routes that take multipart/form-data: the app registers them in a scope that parses it. */
export const multipartRoutes = fileUploadRoutes;
