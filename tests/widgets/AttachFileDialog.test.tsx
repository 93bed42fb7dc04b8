import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import AttachFileDialog from '../../src/app/files/AttachFileDialog';
import { uploadFile, type UploadRequest } from '../../src/app/files/upload';
import { SessionProvider } from '../../src/app/session/session';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { sessionWith } from './fixtures/answers/get-auth-session';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));
vi.mock('../../src/app/files/upload', async (original) => ({ ...(await original<object>()), uploadFile: vi.fn() }));

const fileId = '0b7c4a52-6f1e-4f7a-9d7e-2f1f3c8e9a01';
const entityId = '5d3f1f8e-2c4b-4a8e-9f0a-7b6c5d4e3f21';
const details = {
  file_Reference_Id: fileId, version: 2, name: 'loss-runs.pdf', description: null, file_Type: 'Document', tags: [], tags_Count: 0,
  latest_Version: 1, uploaded_Date: '2026-11-23T10:00:00.000Z', last_Updated_At: '2026-11-23T10:00:00.000Z',
  related_To: { type: 'Entity', reference_Id: entityId, first_Name: 'Harbor Marine', last_Name: null }, created_By: null, updated_By: null, file_Extension: 'pdf',
};
const answers: Record<string, unknown> = {
  '/v1/auth/session': sessionWith(['file-admin', 'task-admin']),
  '/v1/file/tags': { tags: [{ string_Value: 'loss_run', label: 'Loss Run' }, { string_Value: 'underwrting_information', label: 'Underwriting Information' }] },
};

// the upload in flight: its progress and its end, in the test's hands
let running: { request: UploadRequest; resolve(value: { file_Reference_Id: string; version: number; latest_Version: number }): void };

beforeEach(() => {
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => answers[path]);
  vi.mocked(api).mockReset();
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (path.startsWith('/v1/metadata/files')) return { responseCode: 200, responseMessage: 'Success', resolved: details };
    return { responseCode: 200, responseMessage: 'File details successfully updated', resolved: { file_Reference_Id: fileId, version: 3 } };
  });
  vi.mocked(uploadFile).mockReset();
  vi.mocked(uploadFile).mockImplementation((request) => new Promise((resolve) => (running = { request, resolve })));
});

const onAttached = vi.fn();
function renderDialog(props: Partial<Parameters<typeof AttachFileDialog>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <ToastProvider>
          <SessionProvider fallback={null}>
            <AttachFileDialog open onClose={onClose} related={{ kind: 'entity', id: entityId }} onAttached={onAttached} {...props} />
          </SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
  return onClose;
}

const pdf = (name = 'loss-runs.pdf') => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });
const choose = async (...files: File[]) => {
  const input = await screen.findByLabelText('Choose a file');
  fireEvent.change(input, { target: { files } });
};

describe('the file attachment dialog, step 1: upload', () => {
  it('checks extensions in the browser with the spec’s three messages', async () => {
    renderDialog();
    await screen.findByRole('dialog', { name: 'Attach File' });
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(screen.getByRole('alert').textContent).toBe('No files to attach.');
    // a refusal says what would be taken
    await choose(new File(['MZ'], 'setup.exe'));
    expect(screen.getByRole('alert').textContent).toBe('Please upload at least one valid file. Allowed types: pdf, doc, docx, rtf, txt, pptx, xls, xlsx, csv, eml, msg, png, jpg, jpeg, gif, tif, tiff, heic, mp3, mp4.');
    await choose(pdf(), new File(['<svg/>'], 'logo.svg'));
    expect(screen.getByRole('alert').textContent).toBe('Some files have unsupported formats. Please upload only valid files. Allowed types: pdf, doc, docx, rtf, txt, pptx, xls, xlsx, csv, eml, msg, png, jpg, jpeg, gif, tif, tiff, heic, mp3, mp4.');
    await choose(new File([], 'empty.pdf'));
    expect(screen.getByRole('alert').textContent).toBe('Please upload at least one valid file. Allowed types: pdf, doc, docx, rtf, txt, pptx, xls, xlsx, csv, eml, msg, png, jpg, jpeg, gif, tif, tiff, heic, mp3, mp4.');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('shows the real progress and enables Attach only at 100, then relates the file to the record', async () => {
    renderDialog();
    await choose(pdf());
    const bar = screen.getByRole('progressbar', { name: 'Upload of loss-runs.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    const attach = screen.getByRole('button', { name: 'Attach' }) as HTMLButtonElement;
    expect(attach.disabled).toBe(true);
    act(() => running.request.onProgress(42));
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(attach.disabled).toBe(true);
    act(() => running.request.onProgress(100));
    expect(bar.getAttribute('aria-valuenow')).toBe('99');
    await act(async () => running.resolve({ file_Reference_Id: fileId, version: 1, latest_Version: 1 }));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    expect(attach.disabled).toBe(false);
    expect(screen.getByText('loss-runs.pdf is uploaded.')).toBeTruthy();
    expect(vi.mocked(api)).toHaveBeenCalledWith('/v1/metadata/file/update', {
      method: 'PUT', body: { file_Reference_Id: fileId, related_To: { type: 'Entity', reference_Id: entityId } },
    });
  });

  it('uploads a file dropped on the dialog, one at a time', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Attach File' });
    fireEvent.drop(within(dialog).getByText(/Drag and drop a file here/), { dataTransfer: { files: [pdf('a.pdf'), pdf('b.pdf')] } });
    expect(screen.getByRole('alert').textContent).toBe('Upload one file at a time.');
    expect(running.request.file.name).toBe('a.pdf');
  });

  it('starts uploading a file given by the opener (dropped on a case)', async () => {
    renderDialog({ initialFile: pdf('dropped.pdf'), related: undefined, caseReferenceId: entityId });
    await screen.findByRole('progressbar', { name: 'Upload of dropped.pdf' });
    expect(running.request).toMatchObject({ caseReferenceId: entityId });
  });
});

async function uploadAndAttach() {
  await choose(pdf());
  await act(async () => running.resolve({ file_Reference_Id: fileId, version: 1, latest_Version: 1 }));
  const attach = screen.getByRole('button', { name: 'Attach' }) as HTMLButtonElement;
  await waitFor(() => expect(attach.disabled).toBe(false));
  await userEvent.click(attach);
  return screen.findByRole('dialog', { name: 'File Details' });
}

describe('the file attachment dialog, step 2: details', () => {
  it('shows the details form of the uploaded file and saves it', async () => {
    const onClose = renderDialog();
    const dialog = await uploadAndAttach();
    expect(onAttached).toHaveBeenCalledWith(fileId);
    expect(within(dialog).getByText('Fill out any missing details.')).toBeTruthy();
    const name = (await within(dialog).findByLabelText('File Name')) as HTMLInputElement;
    expect(name.value).toBe('loss-runs.pdf');
    expect((within(dialog).getByRole('combobox', { name: 'Related to (Who)' }) as HTMLInputElement).value).toBe('Harbor Marine');
    expect(within(dialog).getByRole('radio', { name: 'Entity' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tags' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Underwriting Information' }));
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Tags' }).textContent).toBe('Underwriting Information');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(api)).toHaveBeenLastCalledWith('/v1/metadata/file/update', {
      method: 'PUT',
      body: { file_Reference_Id: fileId, version: 2, name: 'loss-runs.pdf', description: '', tags: ['underwrting_information'], related_To: { type: 'Entity', reference_Id: entityId, first_Name: 'Harbor Marine', last_Name: null } },
    });
    expect(screen.getByText('File details successfully updated').getAttribute('role')).toBe('status');
  });

  it('saves the name on blur only when it changed', async () => {
    renderDialog();
    const dialog = await uploadAndAttach();
    const name = await within(dialog).findByLabelText('File Name');
    const puts = () => vi.mocked(api).mock.calls.filter(([path]) => path === '/v1/metadata/file/update');
    const before = puts().length;
    await userEvent.click(name);
    await userEvent.tab();
    await new Promise((r) => setTimeout(r, 400));
    expect(puts().length).toBe(before);
    await userEvent.clear(name);
    await userEvent.type(name, 'Loss runs 2026.pdf');
    await userEvent.tab();
    await waitFor(() => expect(puts().length).toBe(before + 1));
    expect(puts().at(-1)![1]).toEqual({ method: 'PUT', body: { file_Reference_Id: fileId, version: 2, name: 'Loss runs 2026.pdf' } });
  });

  it('says the server’s sentence when someone else changed the file first (412), and stays open', async () => {
    const onClose = renderDialog();
    const dialog = await uploadAndAttach();
    const stale = 'This file was changed by someone else since you opened it. Reload to see the latest details.';
    vi.mocked(api).mockRejectedValueOnce(new ApiError(412, stale));
    await within(dialog).findByLabelText('File Name');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(stale).getAttribute('role')).toBe('alert'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Exit returns to step 1 and clears the details', async () => {
    renderDialog();
    const dialog = await uploadAndAttach();
    await userEvent.type(await within(dialog).findByLabelText('Description'), 'Five years');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByRole('dialog', { name: 'Attach File' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByLabelText('Description')).toBeNull();
  });
});
