import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fetchResolved } from '../../src/app/api/client';
import type { FileItem } from '../../src/app/files/fileApi';
import { FileCard } from '../../src/app/files/FileCard';
import { FileDetailsDialog } from '../../src/app/files/FileDetailsDialog';
import { SessionProvider } from '../../src/app/session/session';
import { ToastProvider } from '../../src/engine/react/Toasts';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const tag = (string_Value: string, label: string) => ({ string_Value, label });
const file: FileItem = {
  file_Reference_Id: 'f1', version: 3, name: 'Harbor Marine loss runs 2021-2026 summary.pdf', description: 'Five years of claims', file_Type: 'Email',
  tags: [tag('loss_run', 'Loss Run'), tag('claim', 'Claim'), tag('policy', 'Policy'), tag('underwrting_information', 'Underwriting Information')],
  tags_Count: 4, latest_Version: 2, uploaded_Date: '2026-11-20T15:00:00.000Z', last_Updated_At: '2026-11-22T15:00:00.000Z',
};
const details = {
  ...file, related_To: { type: 'Entity', reference_Id: 'e1', first_Name: 'Harbor Marine', last_Name: null },
  created_By: { first_Name: 'Casey', last_Name: 'Rivera' }, updated_By: { first_Name: 'Avery', last_Name: 'Admin' }, file_Extension: 'pdf',
};

beforeEach(() => {
  vi.mocked(fetchResolved).mockImplementation(async (path: string) =>
    path === '/v1/auth/session' ? { user: { id: 'u1', email: 'a@b.c', first_Name: 'A', last_Name: 'B' }, current_Tenant_Id: 't1', accounts: [], userScopes: ['file-view'] } : undefined);
  vi.mocked(api).mockResolvedValue({ responseCode: 200, responseMessage: 'Success', resolved: details });
});

const wrap = (children: React.ReactNode) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <MemoryRouter>
      <ToastProvider>
        <SessionProvider fallback={null}>{children}</SessionProvider>
      </ToastProvider>
    </MemoryRouter>
  </SWRConfig>
);

describe('the file card', () => {
  it('shows the File badge, its kind, the name cut at 25, the first 2 tags then +N, and the upload date', async () => {
    const onOpen = vi.fn();
    render(<FileCard file={file} onOpen={onOpen} />);
    // the name is the button (named the whole file name, which the cut one begins: axe's label-content-name-mismatch)
    const open = screen.getByRole('button', { name: file.name });
    const card = open.parentElement!;
    expect(within(card).getByText('File')).toBeTruthy();
    expect(within(card).getAllByText('Mail').length).toBeGreaterThan(0);
    const name = within(open).getByText('Harbor Marine loss runs 2...');
    expect(name.getAttribute('title')).toBe(file.name);
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Loss Run', 'Claim', '+2']);
    expect(within(card).getByText('+2').getAttribute('title')).toBe('Policy, Underwriting Information');
    expect(within(card).getByText('11/20/2026')).toBeTruthy();
    await userEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith(file);
  });
});

describe('the file details dialog', () => {
  it('shows File and kind badges, the name, Preview, Details with the first 3 tags and Properties; Edit needs file-edit', async () => {
    const onPreview = vi.fn();
    const onClose = vi.fn();
    render(wrap(<FileDetailsDialog fileReferenceId="f1" onClose={onClose} onPreview={onPreview} />));
    const dialog = await screen.findByRole('dialog', { name: file.name });
    expect(vi.mocked(api)).toHaveBeenCalledWith('/v1/metadata/files?file_Reference_Id=f1');
    const details = within(dialog).getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Five years of claims')).toBeTruthy();
    expect(within(details).getByText('Harbor Marine · Entity')).toBeTruthy();
    expect(within(details).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Loss Run', 'Claim', 'Policy', '+1']);
    const properties = within(dialog).getByRole('region', { name: 'Properties' });
    const value = (label: string) => within(properties).getByText(label).nextElementSibling?.textContent;
    expect([value('Upload Date'), value('Created By'), value('Last Updated'), value('Updated By')]).toEqual(['11/20/2026', 'Casey Rivera', '11/22/2026', 'Avery Admin']);
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(onPreview).toHaveBeenCalledWith(expect.objectContaining({ file_Reference_Id: 'f1', file_Extension: 'pdf', latest_Version: 2 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
