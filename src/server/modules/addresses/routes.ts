import validateAddressSuggestions from '../../../generated/validators/address-suggestions.js';
import validateAddressValidate from '../../../generated/validators/address-validate.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import { ok } from '../../http/reply.ts';
import { defineRoute } from '../../http/route.ts';

export const addressRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v1/address/suggestions',
    scope: 'session',
    summary:
      "Address suggestions for what was typed into a street field (single_Address_Line, more than 2 characters): the current tenant's own addresses, then 'City, ST 12345' places for a ZIP's first digits or a city's name. " +
      'Results as the spec reads them (Variants, PreformattedData.SingleAddressLine, AddressElements), and the credit the data needs shown (Attribution).',
    query: validateAddressSuggestions,
    async handler({ query, auth, services }) {
      const Results = await services.addresses.suggest(auth.tenantId, query.single_Address_Line, query.limit ?? 8);
      return ok({ Results, Attribution: services.addresses.attribution });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/validate/address',
    scope: 'session',
    summary:
      "Whether a US address's ZIP, city and state (state_Code, or the state's name in state) agree: is_Valid, the ZIP's own city and state (null when the ZIP is unknown) and a sentence per field that disagrees.",
    query: validateNoQuery,
    body: validateAddressValidate,
    async handler({ body, services }) {
      const { is_Valid, place, mismatches } = await services.addresses.validate(body);
      return ok({
        is_Valid,
        zip_Code: body.zip_Code.slice(0, 5),
        city: place?.city ?? null,
        state_Code: place?.state_Code ?? null,
        state: place?.state ?? null,
        country: 'United States',
        country_Code: 'us',
        mismatches,
      });
    },
  }),
];
