import entityList from '../../../screens/lists/entity.list.json';
import humanList from '../../../screens/lists/human.list.json';
import opportunityList from '../../../screens/lists/opportunity.list.json';
import policyList from '../../../screens/lists/policy.list.json';
import { joinPresent } from '../../engine/core/format';
import { fillComplete } from '../../engine/core/template';
import type { SearchAnswer } from '../../generated';
import { texts } from '../texts';

type Result = SearchAnswer['results'][number];
type Kind = Result['kind'];
/** A result row of that kind, as GET /v1/search answers it. */
type RowOf<K extends Kind> = Extract<Result, { kind: K }>['rows'][number];
const said = texts.dashboard;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const search = (path: string, asked: string) => `${path}?${new URLSearchParams({ search: asked }).toString()}`;
/** The page a row opens, as its list's row link makes it. */
const rowLinkOf = (rowLink: string) => (row: object) => fillComplete(rowLink, row, encodeURIComponent);

/** A kind of record GET /v1/search answers: its heading, a result's name and detail, the page it opens, and its list searched ('See all'). */
interface SearchKind<Row> {
  label: string;
  title(row: Row): string;
  detail(row: Row): string;
  open(row: Row, asked: string): string | undefined;
  all(asked: string): string;
}

const searchKinds: { [K in Kind]: SearchKind<RowOf<K>> } = {
  humans: {
    label: said.kindHumans,
    title: (r) => joinPresent([r.first_Name, r.middle_Name, r.last_Name], ' '),
    detail: (r) => text(r.preferred_Name),
    open: rowLinkOf(humanList.rowLink),
    all: (asked) => search('/human', asked),
  },
  entities: {
    label: said.kindEntities,
    title: (r) => text(r.name),
    detail: (r) => text(r.dba),
    open: rowLinkOf(entityList.rowLink),
    all: (asked) => search('/entity', asked),
  },
  opportunities: {
    label: said.kindOpportunities,
    title: (r) => text(r.name),
    detail: (r) => joinPresent([r.stage_Label, r.opportunity_Description]),
    open: rowLinkOf(opportunityList.rowLink),
    all: (asked) => search('/opportunity', asked),
  },
  policies: {
    label: said.kindPolicies,
    title: (r) => text(r.carrier_Issued_Policy_Id) || text(r.market_Name),
    detail: (r) => joinPresent([r.insured_Name, r.market_Name]),
    open: rowLinkOf(policyList.rowLink),
    all: (asked) => search('/policy', asked),
  },
  files: {
    label: said.kindFiles,
    title: (r) => text(r.name),
    detail: (r) => text(r.related_To_Name),
    // the Files page opens the file's details over the list searched for it
    open: (r, asked) => `/files?${new URLSearchParams({ search: asked, file: text(r.file_Reference_Id) }).toString()}`,
    all: (asked) => search('/files', asked),
  },
};

/** A kind's results as the top bar lists them: its heading, each row's title, detail and the page it opens, and its list searched. */
export function shownResults<K extends Kind>(result: Extract<Result, { kind: K }>, asked: string) {
  const kind = searchKinds[result.kind as K] as SearchKind<RowOf<K>>;
  const rows = (result.rows as RowOf<K>[]).map((row) => ({ title: kind.title(row), detail: kind.detail(row), path: kind.open(row, asked) }));
  return { label: kind.label, rows, all: kind.all(asked) };
}
