import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import CompareFilesDialog from '../../src/app/files/compare/CompareFilesDialog';
import { ToastProvider } from '../../src/engine/react/Toasts';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const entityId = '5d3f1f8e-2c4b-4a8e-9f0a-7b6c5d4e3f21';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const file = (n: number, name: string, extra: object = {}) => ({
  file_Reference_Id: id(n), version: 1, name, description: `About ${name}`, file_Type: 'Document', tags: [], tags_Count: 0,
  latest_Version: 1, uploaded_Date: '2026-11-20T15:00:00.000Z', last_Updated_At: '2026-11-20T15:00:00.000Z', ...extra,
});
const page1 = [file(1, 'Quote.pdf'), file(2, 'Binder.docx', { latest_Version: 3 }), file(3, 'Site photo.png', { file_Type: 'Image' }), file(4, 'Carrier mail.eml', { file_Type: 'Email' })];
const page2 = [file(5, 'Schedule.xlsx', { file_Type: 'Spreadsheet' })];
const noPicture = 'A .png file has no text to compare.';
let listed: Record<number, object[]> = { 1: page1, 2: page2 };

const left = 'Premium 1,000 due June.\nCancel with notice.\n';
const right = 'Premium 1,250 due in June.\n';
const comparison = {
  files: [
    { file_Reference_Id: id(2), version: 2, name: 'Binder.docx', text: left, message: null },
    { file_Reference_Id: id(2), version: 3, name: 'Binder.docx', text: right, message: null },
  ],
  differences: [
    { type: 'changed', left: [8, 13], right: [8, 13] },
    { type: 'added', left: [18, 18], right: [18, 21] },
    { type: 'removed', left: [24, 44], right: [27, 27] },
  ],
};

beforeEach(() => {
  listed = { 1: page1, 2: page2 };
  vi.mocked(fetchResolved).mockReset();
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/v1/files/entity') {
      const page = Number(url.searchParams.get('page'));
      return { file_Data: listed[page] ?? [], last_Page: Object.keys(listed).length, current_Page: page };
    }
    if (url.pathname === '/v1/file/comparable') {
      return { files: url.searchParams.get('file_Reference_Ids')!.split(',').map((f) => ({ file_Reference_Id: f, comparable: f !== id(3), message: f === id(3) ? noPicture : null })) };
    }
    throw new Error(`unexpected ${path}`);
  });
  vi.mocked(api).mockReset();
  vi.mocked(api).mockResolvedValue({ responseCode: 200, responseMessage: 'Success', resolved: comparison });
});

function renderDialog() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <CompareFilesDialog open onClose={vi.fn()} source={{ kind: 'entity', id: entityId }} />
      </ToastProvider>
    </SWRConfig>,
  );
}

/** The text of what describes an element (aria-describedby), as a screen reader reads it. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((ref) => document.getElementById(ref)?.textContent).join(' ');
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const checkbox = (name: string) => screen.findByRole('checkbox', { name: `Select ${name}` });
/** Ticks a file's box once the files' comparability is known (the boxes wait for it). */
const choose = async (name: string) => {
  const box = await checkbox(name);
  await waitFor(() => expect(disabled(box)).toBe(false));
  await userEvent.click(box);
};
const selectedNames = () => within(screen.getByRole('region', { name: 'Selected Files' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('Compare Files dialog', () => {
  it("shows the spec's title, the source's files with their type badges, and pages them", async () => {
    renderDialog();
    expect(description(screen.getByRole('dialog', { name: 'Compare Files' }))).toBe("Select the files you'd like to compare and review");
    const table = within(await screen.findByRole('region', { name: 'Files' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Select', 'Name', 'Description', 'Uploaded Date', 'Type', 'Versions']);
    const quote = (await table.findByText('Quote.pdf')).closest('tr')!;
    expect(within(quote).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', 'Quote.pdf', 'About Quote.pdf', '11/20/2026', 'Document', '']);
    expect(['Site photo.png', 'Carrier mail.eml'].map((n) => within(table.getByText(n).closest('tr')!).getAllByRole('cell')[4].textContent)).toEqual(['Image', 'Mail']);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(vi.mocked(fetchResolved)).toHaveBeenCalledWith(expect.stringMatching(/^\/v1\/files\/entity\?entity_Reference_Id=5d3f.*&page=1&limit=10&/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Schedule.xlsx')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: 'Next' }))).toBe(true);
  });

  it("says 'No records available' when the source has no files", async () => {
    listed = { 1: [] };
    renderDialog();
    expect(await screen.findByText('No records available')).toBeTruthy();
  });

  it("enables Compare only with exactly two files, and otherwise says 'Select two files to compare'", async () => {
    renderDialog();
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare.getAttribute('aria-disabled')).toBe('true');
    expect(description(compare)).toBe('Select two files to compare');
    await userEvent.click(compare);
    expect(api).not.toHaveBeenCalled();

    await choose('Quote.pdf');
    expect(compare.getAttribute('aria-disabled')).toBe('true');
    await choose('Binder.docx');
    expect(compare.getAttribute('aria-disabled')).toBe('false');
    expect(description(compare)).toBe('');
    await choose('Carrier mail.eml');
    expect(compare.getAttribute('aria-disabled')).toBe('true');
    expect(description(compare)).toBe('Select two files to compare');
  });

  it('does not let a file without text be chosen, and says why in its tooltip', async () => {
    renderDialog();
    const picture = await checkbox('Site photo.png');
    await waitFor(() => expect(description(picture)).toBe(noPicture));
    expect(disabled(picture)).toBe(true);
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toEqual([noPicture, 'Select two files to compare']);
    expect(disabled(await checkbox('Quote.pdf'))).toBe(false);
  });

  it('reorders the Selected Files with the keyboard (the first is compared on the left), and compares what they say', async () => {
    renderDialog();
    await choose('Quote.pdf');
    await choose('Binder.docx');
    expect(selectedNames()).toEqual(['Quote.pdf', 'Binder.docx']);
    expect(disabled(screen.getByRole('button', { name: 'Move Quote.pdf up' }))).toBe(true);
    screen.getByRole('button', { name: 'Move Binder.docx up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(selectedNames()).toEqual(['Binder.docx', 'Quote.pdf']);
    expect(screen.getByRole('button', { name: 'Drag Binder.docx to reorder (Space, then the arrow keys)' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Version of Binder.docx' }), 'Version 2');
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(api).toHaveBeenCalledWith('/v1/file/compare', { method: 'POST', body: { files: [{ file_Reference_Id: id(2), version: 2 }, { file_Reference_Id: id(1), version: 1 }] } });
  });

  it('offers the last two versions of a file with several', async () => {
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Compare the last two versions of Binder.docx' }));
    expect(selectedNames()).toEqual(['Binder.docx', 'Binder.docx']);
    expect(screen.getAllByRole('combobox').map((s) => (s as HTMLSelectElement).value)).toEqual(['2', '3']);
    expect(screen.queryByRole('button', { name: 'Compare the last two versions of Quote.pdf' })).toBeNull();
  });
});

describe('the comparison', () => {
  const openComparison = async () => {
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Compare the last two versions of Binder.docx' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
  };

  it('shows both texts side by side with the removed, added and changed words marked', async () => {
    await openComparison();
    const leftPane = await screen.findByRole('region', { name: 'Binder.docx, version 2' });
    const rightPane = screen.getByRole('region', { name: 'Binder.docx, version 3' });
    const marks = (pane: HTMLElement, tag: string) => [...pane.querySelectorAll(tag)].map((m) => [m.getAttribute('data-change'), m.textContent]);
    expect(marks(leftPane, 'del')).toEqual([['changed', '1,000'], ['removed', 'Cancel with notice.\n']]);
    expect(marks(rightPane, 'ins')).toEqual([['changed', '1,250'], ['added', 'in ']]);
    expect(leftPane.textContent).toContain(left);
    expect(rightPane.textContent).toContain(right);
  });

  it('moves to the next and previous difference, marking the one shown in both texts', async () => {
    await openComparison();
    expect(await screen.findByText('Difference 1 of 3')).toBeTruthy();
    const current = () => [...document.querySelectorAll('[data-current]')].map((m) => m.getAttribute('data-difference'));
    expect(current()).toEqual(['0', '0']);
    expect(disabled(screen.getByRole('button', { name: 'Previous difference' }))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next difference' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next difference' }));
    expect(screen.getByText('Difference 3 of 3')).toBeTruthy();
    expect(current()).toEqual(['2', '2']);
    expect(disabled(screen.getByRole('button', { name: 'Next difference' }))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous difference' }));
    expect(current()).toEqual(['1', '1']);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the files' }));
    expect(screen.getByRole('region', { name: 'Selected Files' })).toBeTruthy();
  });

  it("says when a file's text cannot be extracted, beside the other file's text", async () => {
    vi.mocked(api).mockResolvedValue({
      responseCode: 200, responseMessage: noPicture,
      resolved: { files: [comparison.files[0], { ...comparison.files[1], text: null, message: "No text was found in 'Binder.docx': a scanned document holds only pictures of its pages." }], differences: null },
    });
    await openComparison();
    expect((await screen.findByRole('alert')).textContent).toContain("No text was found in 'Binder.docx': a scanned document holds only pictures of its pages.");
    expect((screen.getByRole('region', { name: 'Binder.docx, version 2' })).textContent).toContain('Cancel with notice.');
    expect(screen.queryByRole('button', { name: 'Next difference' })).toBeNull();
  });

  it("says the server's sentence when the comparison is refused", async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(422, 'These two files differ too much to be compared word by word.'));
    await openComparison();
    expect((await screen.findByRole('alert')).textContent).toContain('These two files differ too much to be compared word by word.');
  });
});
