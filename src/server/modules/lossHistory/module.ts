import type { ServerModule } from '../module.ts';
import { lossHistoryRecords, priorCarrierRecords } from './declarations.ts';
import { recordsOnRoutes } from './routes.ts';

/** Loss history and prior carriers: an insured's claims and former cover, on an opportunity's and a policy's pages. */
export const lossHistoryModule: ServerModule = {
  api: { tag: 'Loss history and prior carriers', description: "Claims and prior carriers on an opportunity's and a policy's pages.", routes: recordsOnRoutes },
  records: [lossHistoryRecords, priorCarrierRecords],
};
