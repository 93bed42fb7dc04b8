import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, read } from './helpers/api';
import { recordTab } from './helpers/fields';
import { connectBrowser, signIn, startServer, type RunningApp } from './helpers/server';

/** axe-core (pinned in package.json), put into each page: the pages' CSP allows no inline script, so the context bypasses it. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let app: RunningApp;
let browser: Browser;
let signedIn: BrowserContext;

beforeAll(async () => {
  app = await startServer();
  browser = await connectBrowser();
  signedIn = await browser.newContext({ bypassCSP: true });
  await signIn(await signedIn.newPage(), app.url, 'admin@harbor.test');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

interface Violation {
  rule: string;
  impact: string | null | undefined;
  nodes: string[];
}

/** WCAG 2.2 A and AA, and label-content-name-mismatch (a visible label must be part of the name), which axe counts as experimental. */
async function violations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

async function open(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.url}${path}`);
  await ready(page);
  return page;
}

describe('the main pages pass axe (WCAG 2.2 AA)', () => {
  it('sign-in', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await open(context, '/login', (p) => p.getByRole('button', { name: 'Sign in' }).waitFor());
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('dashboard, human list, detail, add and edit', async () => {
    const found: { page: string; violations: Violation[] }[] = [];
    const check = async (page: Page, name: string) => found.push({ page: name, violations: await violations(page) });
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      ['/dashboard', (p) => p.getByRole('region', { name: 'Top carriers' }).locator('svg').first().waitFor()],
      ['/human', (p) => p.getByRole('row').nth(1).getByRole('link').waitFor()],
      ['/human/add', (p) => p.getByLabel('Primary Phone', { exact: true }).waitFor()],
    ];
    for (const [path, ready] of pages) {
      const page = await open(signedIn, path, ready);
      await check(page, path);
      await page.close();
    }
    const page = await open(signedIn, '/human', (p) => p.getByRole('row').nth(1).getByRole('link').waitFor());
    await page.getByRole('row').nth(1).getByRole('link').click();
    await page.getByRole('tab', { name: 'General Information' }).waitFor();
    await check(page, 'a human');
    await page.getByRole('tab', { name: 'Contact Information' }).click();
    await page.getByRole('button', { name: 'Add Contact Information' }).click();
    await page.getByLabel('Contact Type').selectOption({ label: 'Business' });
    await page.getByRole('combobox', { name: 'Associated Entity' }).pressSequentially('zzzz');
    await page.getByText('No results found').waitFor();
    await check(page, "adding a human's contact");
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Last Name', { exact: true }).waitFor();
    await check(page, 'editing a human');
    await page.close();
    expect(found).toEqual(found.map(({ page: name }) => ({ page: name, violations: [] })));
  });

  it('entity list, detail, add and edit', async () => {
    const found: { page: string; violations: Violation[] }[] = [];
    const check = async (page: Page, name: string) => found.push({ page: name, violations: await violations(page) });
    const add = await open(signedIn, '/entity/add', (p) => p.getByLabel('Primary Phone', { exact: true }).waitFor());
    await add.getByLabel('Legal Entity Type').selectOption({ label: 'Sole Proprietor' });
    await add.getByLabel('Tax ID Type').waitFor();
    await check(add, '/entity/add');
    await add.close();
    const page = await open(signedIn, '/entity', (p) => p.getByRole('row').filter({ has: p.getByRole('listitem') }).first().getByRole('link').waitFor());
    await check(page, '/entity');
    await page.getByRole('row').filter({ has: page.getByRole('listitem') }).first().getByRole('link').click();
    await page.getByRole('tab', { name: 'Relationships', selected: true }).waitFor();
    await page.getByRole('link').filter({ hasText: /\S/ }).first().waitFor();
    await check(page, 'an entity');
    await page.getByRole('tab', { name: 'Locations' }).click();
    await check(page, "an entity's locations");
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Business is Closed').waitFor();
    await check(page, 'editing an entity');
    await page.close();
    expect(found).toEqual(found.map(({ page: name }) => ({ page: name, violations: [] })));
  });

  it("activities and files, with the demo book's cases, tasks and files", async () => {
    const found: { page: string; violations: Violation[] }[] = [];
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      ['/activity', (p) => p.getByRole('row').filter({ hasText: 'Case' }).first().waitFor()],
      ['/files', (p) => p.getByRole('row').nth(1).getByRole('button', { name: 'Download' }).waitFor()],
    ];
    for (const [path, ready] of pages) {
      const page = await open(signedIn, path, ready);
      found.push({ page: path, violations: await violations(page) });
      await page.close();
    }
    expect(found).toEqual(found.map(({ page: name }) => ({ page: name, violations: [] })));
  });

  it("policies and markets, with the demo book's: a row's lines of business open, a policy, the tiles", async () => {
    const found: { page: string; violations: Violation[] }[] = [];
    const check = async (page: Page, name: string) => found.push({ page: name, violations: await violations(page) });
    const policies = await open(signedIn, '/policy', (p) => p.getByRole('row').nth(1).getByRole('link').waitFor());
    await check(policies, '/policy');
    await policies.getByRole('row').nth(1).getByRole('button', { name: 'Show Lines of Business' }).click();
    await policies.getByRole('table', { name: 'Lines of Business' }).waitFor();
    await check(policies, "/policy, a row's lines of business");
    await policies.getByRole('row').nth(1).getByRole('link').click();
    await policies.getByRole('tab', { name: 'General Info', selected: true }).waitFor();
    await check(policies, 'a policy');
    await policies.close();
    const markets = await open(signedIn, '/market', (p) => p.getByText('Total Markets').waitFor());
    await markets.getByRole('row').nth(1).getByRole('link').waitFor();
    await check(markets, '/market');
    await markets.close();
    expect(found).toEqual(found.map(({ page: name }) => ({ page: name, violations: [] })));
  });

  it("the opportunity list, the board, the renewals view, the renewal dialog and the new opportunity form", async () => {
    const found: { page: string; violations: Violation[] }[] = [];
    const check = async (page: Page, name: string) => found.push({ page: name, violations: await violations(page) });
    const list = await open(signedIn, '/opportunity', (p) => p.getByRole('row').nth(1).getByRole('link').waitFor());
    await list.getByRole('link', { name: /in the next 30 days$/ }).waitFor();
    await check(list, '/opportunity');
    await list.close();
    const board = await open(signedIn, '/opportunity/board', (p) => p.getByRole('region', { name: /^Proposed/ }).getByRole('link').first().waitFor());
    await check(board, '/opportunity/board');
    await board.close();
    const renewals = await open(signedIn, '/opportunity/renewals?days=120', (p) => p.getByRole('row').nth(1).getByRole('link').waitFor());
    await check(renewals, '/opportunity/renewals');
    await renewals.getByRole('button', { name: 'Workflows' }).click();
    await renewals.getByRole('menuitem', { name: 'Opportunity' }).click();
    const typeDialog = renewals.getByRole('dialog', { name: 'Opportunity Type' });
    await typeDialog.getByRole('radio', { name: 'Renewal' }).check();
    await check(renewals, 'the Opportunity Type dialog');
    await typeDialog.getByRole('button', { name: 'Next' }).click();
    await renewals.getByRole('dialog', { name: 'Renewal Policy' }).getByRole('combobox', { name: 'Insured' }).waitFor();
    await check(renewals, 'the Renewal Policy dialog');
    await renewals.close();
    const add = await open(signedIn, '/opportunity/add', (p) => p.getByRole('button', { name: 'Lines of Business' }).waitFor());
    await check(add, '/opportunity/add');
    await add.close();
    expect(found).toEqual(found.map(({ page: name }) => ({ page: name, violations: [] })));
  });

  it("an opportunity of the demo pipeline: its stepper, Market and History tabs, the proposal and early close dialogs", async () => {
    const found: { page: string; violations: Violation[] }[] = [];
    const check = async (page: Page, name: string) => found.push({ page: name, violations: await violations(page) });
    const home = await open(signedIn, '/dashboard', (p) => p.waitForLoadState());
    const { opportunities } = await read<{ opportunities: { opportunity_Reference_Id: string }[] }>(home, '/v1/opportunity/search?stage=out_To_Market&limit=1');
    await home.close();
    const page = await open(signedIn, `/opportunity/${opportunities[0].opportunity_Reference_Id}`, (p) => p.getByRole('region', { name: 'Opportunity steps' }).waitFor());
    await recordTab(page, 'Activities', { selected: true }).waitFor();
    await check(page, 'an opportunity');
    await page.getByRole('tab', { name: 'Market' }).click();
    await page.getByRole('table', { name: 'Market' }).waitFor();
    await check(page, "an opportunity's submissions");
    // its Out to Market step: the submission table, a submission's versions and quotes, Add Submission
    const marketing = page.getByRole('region', { name: 'Submissions' });
    await marketing.getByRole('button', { name: 'Versions and Quotes' }).first().click();
    await page.getByRole('dialog', { name: /^Versions and quotes of / }).getByRole('table').first().waitFor();
    await check(page, "a submission's versions and quotes");
    await page.getByRole('dialog', { name: /^Versions and quotes of / }).getByRole('button', { name: 'Close' }).click();
    await marketing.getByRole('button', { name: 'Add Submission' }).click();
    await page.getByRole('dialog', { name: 'Add Submission' }).getByRole('button', { name: /Lines of Business/ }).waitFor();
    await check(page, 'the Add Submission dialog');
    // nothing typed: Cancel closes it without asking (DECISIONS 185)
    await page.getByRole('dialog', { name: 'Add Submission' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Add Submission' }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'History', exact: true }).click();
    // the demo pipeline is seeded without a history of changes
    await page.getByRole('tabpanel').getByRole('heading').first().or(page.getByText('No history yet')).waitFor();
    await check(page, "an opportunity's history");
    await page.getByRole('region', { name: 'Opportunity steps' }).getByRole('button', { name: /Step 5: Proposed/ }).click();
    await page.getByRole('button', { name: 'Add Proposal' }).click();
    await page.getByRole('dialog', { name: 'Add Proposal' }).getByRole('textbox', { name: 'Proposal Name' }).waitFor();
    await check(page, 'the proposal dialog');
    await page.keyboard.press('Escape');
    // the early close of an opportunity of our own (no open tasks): lost, then won
    const { entities } = await read<{ entities: { reference_Id: string }[] }>(page, '/v1/entities/search?limit=1');
    const { lob } = await read<{ lob: { line_Of_Business_Id: string }[] }>(page, '/v1/lob');
    const added = await post(page, '/v1/opportunity/add', {
      first_Name_Insured_Reference_Id: entities[0].reference_Id, first_Name_Insured_Type: 'entity', opportunity_Type: 'new',
      line_Of_Business: lob.slice(0, 2).map((l) => ({ line_Of_Business_Id: l.line_Of_Business_Id })),
    });
    await page.goto(`${app.url}/opportunity/${added.opportunity_Reference_Id}#step-gathering-info=closed`);
    await page.getByRole('region', { name: 'Opportunity steps' }).getByRole('button', { name: 'Yes' }).click();
    const dialog = page.getByRole('dialog', { name: 'What are the results of the Opportunity?' });
    const won = dialog.getByRole('group', { name: 'Did You Win This Opportunity?' });
    await won.getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('button', { name: 'Apply to all' }).waitFor();
    await check(page, 'the early close dialog, lost');
    await won.getByRole('radio', { name: 'Yes' }).check();
    await dialog.getByRole('checkbox', { name: 'Select All' }).waitFor();
    await check(page, 'the early close dialog, won');
    await page.close();
    expect(found).toEqual(found.map(({ page: name }) => ({ page: name, violations: [] })));
  });

  it("an opportunity's Loss History and Prior Carriers tabs with their rows, Add dialogs and delete question", async () => {
    const found: { page: string; violations: Violation[] }[] = [];
    const check = async (page: Page, name: string) => found.push({ page: name, violations: await violations(page) });
    const home = await open(signedIn, '/dashboard', (p) => p.waitForLoadState());
    const { opportunities } = await read<{ opportunities: { opportunity_Reference_Id: string }[] }>(home, '/v1/opportunity/search?stage=prospect&limit=1');
    const id = opportunities[0].opportunity_Reference_Id;
    const { markets } = await read<{ markets: { market_Reference_Id: string }[] }>(home, '/v1/market/list?limit=1');
    const { lob } = await read<{ lob: { line_Of_Business_Id: string }[] }>(home, '/v1/lob');
    await post(home, '/v1/opportunity/add/losshistory', { opportunity_Reference_Id: id, date_Reported: '2025-02-01', date_Of_Claim: '2025-01-20', paid_Amount: 1200, claim_Open: true, loss_History_Description: 'Water damage' });
    await post(home, '/v1/opportunity/add/priorcarrier', {
      opportunity_Reference_Id: id, market_Reference_Id: markets[0].market_Reference_Id, carrier_Issued_Policy_Id: 'AXE-1', effective_Date: '2024-01-01', expiration_Date: '2025-01-01',
      premium: { fiat_Value: 4100 }, lob_Reference_Ids: lob.slice(0, 4).map((l) => l.line_Of_Business_Id),
    });
    await home.close();
    const page = await open(signedIn, `/opportunity/${id}`, (p) => p.getByRole('region', { name: 'Opportunity steps' }).waitFor());
    await page.getByRole('tab', { name: 'Loss History' }).click();
    await page.getByRole('table', { name: 'Loss History' }).waitFor();
    await check(page, "an opportunity's loss history");
    await page.getByRole('button', { name: 'Add Loss History' }).click();
    await page.getByRole('dialog', { name: 'Add Loss History' }).getByLabel('Date Reported').waitFor();
    await check(page, 'the Add Loss History dialog');
    await page.getByRole('dialog', { name: 'Add Loss History' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Add Loss History' }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Prior Carriers' }).click();
    await page.getByRole('table', { name: 'Prior Carriers' }).waitFor();
    await check(page, "an opportunity's prior carriers");
    await page.getByRole('button', { name: 'Add Prior Carrier' }).click();
    await page.getByRole('dialog', { name: 'Add Prior Carrier' }).getByRole('button', { name: 'Lines of Business' }).waitFor();
    await check(page, 'the Add Prior Carrier dialog');
    await page.getByRole('dialog', { name: 'Add Prior Carrier' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Add Prior Carrier' }).waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'AXE-1' }).first().getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog', { name: 'Do you want to delete this Prior Carrier?' }).getByRole('button', { name: 'Yes' }).waitFor();
    await check(page, 'the delete question of a prior carrier');
    await page.close();
    expect(found).toEqual(found.map(({ page: name }) => ({ page: name, violations: [] })));
  });
});
