import type { ServerModule } from '../module.ts';
import { fileRoutes } from './routes.ts';
import { fileCompareRoutes } from './compareRoutes.ts';
import { fileUploadRoutes } from './uploadRoutes.ts';
import { fileRecords } from './declarations.ts';

/** Files: documents kept by content address with versions, their links, uploads and comparison. */
export const filesModule: ServerModule = {
  api: { tag: 'Files', description: 'Files: lists, details, versions, links, uploads and comparison.', routes: [...fileRoutes, ...fileCompareRoutes, ...fileUploadRoutes] },
  records: [fileRecords],
};
