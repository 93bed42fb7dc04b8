import replies from '../../../../schemas/market/market.replies.json';
import validateMarket from '../../../generated/validators/market.js';
import validateMarketEdit from '../../../generated/validators/market-edit.js';
import validateMarketFiles from '../../../generated/validators/market-files.js';
import validateMarketList from '../../../generated/validators/market-list.js';
import validateMarketReference from '../../../generated/validators/market-reference.js';
import validateMarketRetire from '../../../generated/validators/market-retire.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import { ok } from '../../http/reply.ts';
import { assertScope, defineRoute, readRoute, writeRoute } from '../../http/route.ts';

export const marketRoutes = [
  writeRoute({
    method: 'POST', url: '/v1/market/add', scope: 'market-edit', summary: 'Adds a market (carrier, wholesaler or MGA); answers market_Reference_Id.',
    body: validateMarket,
  }, ({ body, auth, services }) => services.markets.create(auth, body), replies.added),
  writeRoute({
    method: 'PUT', url: '/v1/market/edit', ids: ['market_Reference_Id'], scope: 'market-edit', summary: "Changes a market's fields sent; a stale version answers 412.",
    body: validateMarketEdit,
  }, ({ body, auth, services }) => services.markets.update(auth, body), replies.updated),
  defineRoute({
    method: 'PUT', url: '/v1/market/retire', referenceId: 'market_Reference_Id', scope: 'market-delete', summary: 'Retires a market with no policies on the books (409 otherwise).',
    body: validateMarketRetire, query: validateNoQuery,
    async handler({ body, auth, services }) {
      await services.markets.retire(auth, body.market_Reference_Id, body.version);
      return ok({ market_Reference_Id: body.market_Reference_Id }, replies.removed);
    },
  }),
  readRoute({
    url: '/v1/market/fetch', scope: 'market-view', summary: 'A market with its book: active policies and premium, open submissions, premium quoted.',
    query: validateMarketReference,
  }, async ({ query, auth, services }) => ({ market: await services.markets.details(auth, query.market_Reference_Id) })),
  readRoute({
    url: '/v1/market/list', scope: 'market-view',
    summary: 'The markets (up to 10000 a page) with Active Policies, Active Premium, Open Submissions and Premium Quoted, and the summary tiles (Total Policies, Total Policy Premium, Total Revenue, Total Markets) from the policies in force.',
    query: validateMarketList,
  }, ({ query, auth, services }) => services.markets.list(auth, query)),
  defineRoute({
    method: 'GET', url: '/v1/market/file', scope: 'file-view', summary: "A market's files (file_Data) with the list filters; needs market-view too.",
    query: validateMarketFiles,
    async handler({ query, auth, services }) {
      assertScope(auth, 'market-view');
      await services.markets.life.row(auth, query.market_Reference_Id);
      return ok(await services.files.list(auth, query));
    },
  }),
];
