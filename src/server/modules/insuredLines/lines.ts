import common from '../../../../schemas/common/common.replies.json';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';

/** The sentences a module answers a wrong line with (each module names itself in "…may be on the policy once"). */
export interface LineReplies { lobNotFound: string; lobTwice: string; marketNotFound: string }

/** A line as sent: its line of business and the markets it may name. */
interface SentLine { line_Of_Business_Id: string; market_Reference_Id?: string | null; entity_Reference_Id?: string | null }

/**
 * The insured's lines, as policies and opportunities both check them: a known line of business, each
 * once, every market named on the tenant's books (read in the writing transaction). Answers the
 * lines' ids, lower-cased, in the order sent; a 400 names the line's field.
 */
export function createInsuredLines(markets: MarketService, lob: LobService) {
  return async function checkLines(tx: Db, auth: AuthContext, sent: SentLine[], path: string, replies: LineReplies): Promise<string[]> {
    const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);
    const known = await lob.byId();
    const seen = new Set<string>();
    for (const [i, line] of sent.entries()) {
      const id = line.line_Of_Business_Id.toLowerCase();
      if (!known.has(id)) throw fail(`${path}/${i}/line_Of_Business_Id`, replies.lobNotFound);
      if (seen.has(id)) throw fail(`${path}/${i}/line_Of_Business_Id`, replies.lobTwice);
      seen.add(id);
      for (const key of ['market_Reference_Id', 'entity_Reference_Id'] as const) {
        if (line[key] && !(await markets.forPolicy(auth, line[key]!, tx))) throw fail(`${path}/${i}/${key}`, replies.marketNotFound);
      }
    }
    return [...seen];
  };
}
