import { authRoutes } from './auth.ts';
import { contactRoutes } from './contacts.ts';
import { humanRoutes } from './humans.ts';
import { profileRoutes } from './profile.ts';
import { referenceRoutes } from './reference.ts';

export const routes = [...authRoutes, ...referenceRoutes, ...humanRoutes, ...contactRoutes, ...profileRoutes];
