import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/app/api/client';
import FileViewerDialog from '../../src/app/files/viewer/FileViewerDialog';
import { ToastProvider } from '../../src/engine/react/Toasts';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn() }));
// react-pdf needs a canvas and pdf.js's worker, which jsdom has not: the viewer's frame is tested here, the pages in Chromium (compare-journey)
vi.mock('../../src/app/files/viewer/PdfView', () => ({
  default: ({ file: url, zoom, thumbnails, onError }: { file: string; zoom: number; thumbnails: boolean; onError(): void }) => (
    <div data-testid="pdf" data-url={url} data-zoom={zoom} data-thumbnails={thumbnails}>
      <button type="button" onClick={onError}>break</button>
    </div>
  ),
}));

const unavailable = 'File Preview/download is not available for the selected File. Please try with a different file.';
const file = { file_Reference_Id: '0b7c4a52-6f1e-4f7a-9d7e-2f1f3c8e9a01', version: 2, file_Name: 'Loss runs.pdf' };
const link = (disposition: string) => `/v1/file/content?token=${disposition}`;

beforeEach(() => {
  vi.mocked(api).mockReset();
  vi.mocked(api).mockImplementation(async (path: string) => ({ responseCode: 200, responseMessage: 'Success', resolved: { magicLink: [{ magic_link: link(new URL(path, 'http://x').searchParams.get('disposition')!) }] } }));
});

const renderViewer = () => {
  const onClose = vi.fn();
  render(<ToastProvider><FileViewerDialog file={file} onClose={onClose} /></ToastProvider>);
  return onClose;
};
const panel = () => screen.getByRole('dialog').querySelector('[style]') as HTMLElement;

describe('PDF viewer', () => {
  it('shows a spinner, then the PDF of a preview magic link for the version, 720 by 710', async () => {
    renderViewer();
    expect(screen.getByRole('status').textContent).toContain('Loading the file preview');
    const pdf = await screen.findByTestId('pdf');
    expect(pdf.getAttribute('data-url')).toBe(link('preview'));
    expect(api).toHaveBeenCalledWith(`/v1/file/magic-link?file_Reference_Id=${file.file_Reference_Id}&disposition=preview&version=2`);
    expect(screen.getByRole('dialog', { name: 'Preview of Loss runs.pdf' })).toBeTruthy();
    expect([panel().style.width, panel().style.height]).toEqual(['720px', '710px']);
  });

  it('zooms from 50 % to 300 % in steps of 10 %, and the thumbnails sidebar widens it to 1250 px', async () => {
    renderViewer();
    await screen.findByTestId('pdf');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 5; i++) await userEvent.click(zoomOut);
    expect(screen.getByText('50%')).toBeTruthy();
    expect((zoomOut as HTMLButtonElement).disabled).toBe(true);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    await userEvent.click(zoomIn);
    expect(screen.getByTestId('pdf').getAttribute('data-zoom')).toBe('0.6');
    for (let i = 0; i < 30; i++) if (!(zoomIn as HTMLButtonElement).disabled) await userEvent.click(zoomIn);
    expect(screen.getByText('300%')).toBeTruthy();
    const thumbnails = screen.getByRole('button', { name: 'Thumbnails' });
    await userEvent.click(thumbnails);
    expect([thumbnails.getAttribute('aria-pressed'), panel().style.width, screen.getByTestId('pdf').getAttribute('data-thumbnails')]).toEqual(['true', '1250px', 'true']);
  });

  it("Send opens New Mail with the file attached (its draft saved with it, discarded on Cancel), and Download follows the version's download link", async () => {
    const draftId = '5d0c7f0e-3b1a-4c55-8a9e-1f0b7c2d4e6a';
    vi.mocked(api).mockImplementation(async (path: string) =>
      path === '/v1/email'
        ? { responseCode: 200, responseMessage: 'Success', resolved: { outbound_Draft_Reference_Id: draftId, outbound_Data_Log_Id: draftId, version: 1 } }
        : { responseCode: 200, responseMessage: 'Success', resolved: { magicLink: [{ magic_link: link(new URL(path, 'http://x').searchParams.get('disposition')!) }] } },
    );
    renderViewer();
    await screen.findByTestId('pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const mail = await screen.findByRole('dialog', { name: 'New Mail' });
    expect(within(mail).getByTitle('Loss runs.pdf').textContent).toContain('Loss runs.pdf');
    await waitFor(() => expect(api).toHaveBeenCalledWith('/v1/email', { method: 'POST', body: { request_Data: { attachments: [file.file_Reference_Id] } } }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure you want to discard the changes you made?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith('/v1/retire/email', { method: 'PUT', body: { outbound_Draft_Reference_Id: draftId } }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(link('download'));
    clicked.mockRestore();
  });

  it("says 'File Preview/download is not available ...' when the link cannot be had or the PDF does not load", async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(404, 'File was not found.'));
    renderViewer();
    expect((await screen.findByRole('alert')).textContent).toBe(unavailable);
  });

  it('says the same when the PDF itself fails, and Close closes', async () => {
    const onClose = renderViewer();
    await userEvent.click(await screen.findByRole('button', { name: 'break' }));
    expect((await screen.findByRole('alert')).textContent).toBe(unavailable);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
