import replies from '../../../../schemas/human/human.replies.json';
import validateHuman from '../../../generated/validators/human.js';
import validateHumanReference from '../../../generated/validators/human-reference.js';
import validateHumanRetire from '../../../generated/validators/human-retire.js';
import validateHumanUpdate from '../../../generated/validators/human-update.js';
import validateHumansSearch from '../../../generated/validators/humans-search.js';
import { clientRecordRoutes } from '../clients/recordRoutes.ts';

export const humanRoutes = clientRecordRoutes({
  kind: 'human',
  idKey: 'human_Reference_Id',
  service: (services) => services.humans,
  replies,
  urls: {
    create: '/v1/humans/upsert', update: '/v1/humans/update', formModel: '/v1/humans', details: '/v1/humans/details',
    search: '/v1/humans/search', retire: '/v1/humans/retire', restore: '/v1/humans/restore', lookup: '/v1/lookup/humans',
  },
  validators: { create: validateHuman, update: validateHumanUpdate, reference: validateHumanReference, search: validateHumansSearch, retire: validateHumanRetire },
  sealed: 'SSN and licence number',
  lookupKey: 'humans',
});
