import type { RouteModule } from '../http/openapi/document.ts';
import { modules } from '../modules/index.ts';
import { fileUploadRoutes } from '../modules/files/uploadRoutes.ts';

/** Each module's routes under its tag in the API reference (/docs), from the module list. */
export const routeModules: RouteModule[] = modules.flatMap((m) => (m.api ? [m.api] : []));

export const routes = routeModules.flatMap((module) => module.routes);

/** Routes that take multipart/form-data: the app registers them in a scope that parses it. */
export const multipartRoutes = fileUploadRoutes;
