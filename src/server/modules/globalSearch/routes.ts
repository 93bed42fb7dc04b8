import validateGlobalSearch from '../../../generated/validators/global-search.js';
import { readRoute } from '../../http/route.ts';
import { searchEverything } from './service.ts';

export const globalSearchRoutes = [
  readRoute({
    url: '/v1/search', scope: 'session',
    summary: "The top bar's search: humans, entities, opportunities, policies and files matching the text, each kind the user may view searched as its own list searches (its first rows as that list answers them, and its count).",
    query: validateGlobalSearch,
  }, ({ query, auth, services }) => searchEverything(services, auth, query)),
];
