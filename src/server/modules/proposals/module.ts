import type { ServerModule } from '../module.ts';
import { proposalRecords } from './declarations.ts';
import { proposalRoutes } from './routes.ts';

/** Proposals: an opportunity's chosen quotes offered to the client, and the PDF that carries them. */
export const proposalsModule: ServerModule = {
  api: { tag: 'Proposals', description: "An opportunity's proposals and their PDF.", routes: proposalRoutes },
  records: [proposalRecords],
};
