import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ImportPage from '../../src/app/imports/ImportPage';
import { SessionProvider } from '../../src/app/session/session';

const jobId = '33333333-3333-4333-8333-333333333333';
const calls: { method: string; url: string; body?: Record<string, unknown> }[] = [];
let polls = 0;
let previewErrors: { row: number; column: string; message: string }[] = [];

beforeEach(() => {
  calls.length = 0;
  polls = 0;
  previewErrors = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { method?: string; body?: string }) => {
    const body = init.body ? JSON.parse(init.body) : undefined;
    calls.push({ method: init.method ?? 'GET', url, body });
    const ok = (resolved: object, responseMessage = 'Success') => new Response(JSON.stringify({ responseCode: 200, responseMessage, resolved }), { status: 200 });
    if (url === '/v1/auth/session') return ok({ user: { id: 'u1', email: 'csr@harbor.test', first_Name: 'Cory', last_Name: 'Service' }, current_Tenant_Id: 't1', accounts: [], userScopes: ['human-edit', 'entity-edit'] });
    if (url === '/v1/import/preview') {
      return ok({ kind: body.kind, columns: ['First Name', 'Last Name'], total: 3, valid: 3 - previewErrors.length, errors: previewErrors, rows: [{ row: 2, cells: ['Ada', 'Byron'] }] });
    }
    const job = (status: string, written: number) => ({ import_Job_Id: jobId, kind: 'human', status, total: 3, written, created: status === 'done' ? ['a', 'b', 'c'] : [], message: null });
    if (url === '/v1/import/start') return ok(job('running', 0), 'The import has started.');
    if (url === `/v1/import/job?import_Job_Id=${jobId}`) return ok((polls += 1) < 2 ? job('running', 2) : job('done', 3));
    return new Response('{}', { status: 404 });
  }));
});
afterEach(() => vi.unstubAllGlobals());

async function chooseFile() {
  render(<MemoryRouter><SessionProvider fallback={null}><ImportPage /></SessionProvider></MemoryRouter>);
  const kinds = within(await screen.findByRole('group', { name: 'The file holds' }));
  expect(kinds.getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual(['Humans', 'Entities']);
  await userEvent.upload(screen.getByLabelText('CSV file'), new File(['First Name,Last Name\nAda,Byron\n'], 'people.csv', { type: 'text/csv' }));
  const preview = screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement;
  await waitFor(() => expect(preview.disabled).toBe(false));
  await userEvent.click(preview);
}

describe('Import from CSV', () => {
  it("previews the file's rows with each row's errors, and does not import while any row is wrong", async () => {
    previewErrors = [{ row: 3, column: 'Last Name', message: 'Last Name is required' }];
    await chooseFile();
    expect(await screen.findByText('3 rows, 2 without errors')).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('row')[1].textContent).toBe('3Last NameLast Name is required');
    expect(screen.getByRole('table', { name: 'The first rows as read' }).textContent).toContain('Ada');
    expect((screen.getByRole('button', { name: 'Import 3 rows' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((c) => c.url === '/v1/import/preview')!.body).toEqual({ kind: 'human', csv: 'First Name,Last Name\nAda,Byron\n' });
  });

  it('imports a good file and shows its progress until it is done', async () => {
    await chooseFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('Imported 2 of 3 rows')).toBeTruthy();
    expect(await screen.findByText('3 records imported.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import another file' })).toBeTruthy();
  });
});
