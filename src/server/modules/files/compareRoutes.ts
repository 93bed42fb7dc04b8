import validateFileComparable from '../../../generated/validators/file-comparable.js';
import validateFileCompare from '../../../generated/validators/file-compare.js';
import validateNoQuery from '../../../generated/validators/no-query.js';
import { ok } from '../../http/reply.ts';
import { defineRoute } from '../../http/route.ts';

/** Compare Files (spec 01 section 2): the built-in comparison instead of the external tool's frame. */
export const fileCompareRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v1/file/compare',
    scope: 'file-view',
    summary: "Compares two files, or two versions of one (the latest when none is given), word by word: each side's text (taken out once per version and kept) and the differences (added, removed, changed) as spans of both texts; a file without text has text null and a message saying why.",
    body: validateFileCompare,
    query: validateNoQuery,
    async handler({ body, auth, services }) {
      const compared = await services.fileCompare.compare(auth, body);
      return ok(compared, compared.message ?? undefined);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/file/comparable',
    scope: 'file-view',
    summary: 'Whether files (up to 50, their latest versions) have text to compare, and the sentence saying why not; files not on the books are left out.',
    query: validateFileComparable,
    async handler({ query, auth, services }) {
      return ok(await services.fileCompare.comparable(auth, query.file_Reference_Ids.split(',')));
    },
  }),
];
