import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fetchResolved } from '../../src/app/api/client';
import { FileCard } from '../../src/app/files/FileCard';
import { FileDetailsDialog } from '../../src/app/files/FileDetailsDialog';
import { SessionProvider } from '../../src/app/session/session';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { lossRunsPage } from './fixtures/answers/get-files';
import { lossRunsDetails } from './fixtures/answers/get-metadata-files';
import { sessionWith } from './fixtures/answers/get-auth-session';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const file = lossRunsPage.file_Data[0];
const details = lossRunsDetails;

beforeEach(() => {
  vi.mocked(fetchResolved).mockImplementation(async (path: string) =>
    path === '/v1/auth/session' ? sessionWith(['file-view']) : undefined);
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
