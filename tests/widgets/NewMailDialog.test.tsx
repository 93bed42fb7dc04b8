import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { api, fetchResolved } from '../../src/app/api/client';
import NewMailDialog from '../../src/app/email/NewMailDialog';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { onFakeClock } from './fakeClock';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const t = texts.email;
const longName = 'Bartholomew Maximilian Fitzgerald-Worthington';
const contacts = [
  { reference_Id: 'h-1', contact_Reference_Id: 'c-1', emailId: 'bart@example.com', full_Name: longName, from_Type: 'Human', humanOrEntity: 'Human' },
];
const draftId = '7d1e3a52-0c4b-4c55-9a59-52b0f1c7a001';
let release: (() => void) | undefined;

beforeEach(() => {
  release = undefined;
  vi.mocked(fetchResolved).mockReset();
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => (path.startsWith('/v1/email/contacts') ? { contacts } : { file_Data: [] }));
  vi.mocked(api).mockReset();
  vi.mocked(api).mockImplementation(async () => {
    // a save answers when the test lets it (release), so "while a save runs" can be seen
    await new Promise<void>((resolve) => { release = resolve; });
    return { responseCode: 200, responseMessage: 'Draft saved', resolved: { outbound_Draft_Reference_Id: draftId, outbound_Data_Log_Id: null } };
  });
});

const { user, wait } = onFakeClock();
const sent = () => vi.mocked(api).mock.calls.map(([, init]) => (init as { body: Record<string, unknown> }).body);
const finishSave = async () => {
  release?.();
  await wait(0);
};

function renderComposer(onClose = vi.fn()) {
  render(<ToastProvider><NewMailDialog about={{ kind: 'human', id: 'h-9' }} onClose={onClose} /></ToastProvider>);
  return { onClose, sendButton: screen.getByRole('button', { name: t.send }) };
}

describe('NewMailDialog', () => {
  it('Send Email with parts missing shows the matching banner for 3 seconds and sends nothing', async () => {
    const { sendButton } = renderComposer();
    const u = user();
    await u.click(sendButton);
    expect(screen.getByRole('alert').textContent).toBe(t.noRecipient);
    await wait(2999);
    expect(screen.getByRole('alert')).toBeTruthy();
    await wait(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('searches contacts 500 ms after more than 2 characters with the filter, shows names cut at 30, and saves the recipient as toEmailAdd', async () => {
    renderComposer();
    const u = user();
    await u.selectOptions(screen.getByRole('combobox', { name: t.filter }), 'Human');
    await u.type(screen.getByLabelText(t.sendTo), 'Ba');
    await wait(1000);
    expect(fetchResolved).not.toHaveBeenCalledWith(expect.stringMatching(/^\/v1\/email\/contacts/));
    await u.type(screen.getByLabelText(t.sendTo), 'r');
    await wait(499);
    expect(fetchResolved).not.toHaveBeenCalledWith(expect.stringMatching(/^\/v1\/email\/contacts/));
    await wait(1);
    expect(fetchResolved).toHaveBeenCalledWith('/v1/email/contacts?search=Bar&from_Type=Human');
    await u.click(within(screen.getByRole('list', { name: t.sendTo })).getByRole('button', { name: /bart@example.com/ }));
    expect(screen.getByText(`${longName.slice(0, 29)}…`)).toBeTruthy();
    expect(sent()).toEqual([{ related_To: { type: 'human', reference_Id: 'h-9' }, request_Data: { toEmailAdd: [{ type: 'to', emailId: 'bart@example.com', full_Name: longName, reference_Id: 'h-1', humanOrEntity: 'Human', contact_Reference_Id: 'c-1' }] } }]);
  });

  it('creates the draft on the first keystroke, saves on blur with its id, and disables Send Email only while a save runs', async () => {
    const { sendButton } = renderComposer();
    const u = user();
    await u.type(screen.getByLabelText(t.subject), 'Hi');
    expect(sent()).toEqual([{ related_To: { type: 'human', reference_Id: 'h-9' }, request_Data: { subject: 'H' } }]);
    expect((sendButton as HTMLButtonElement).disabled).toBe(true);
    await finishSave();
    expect((sendButton as HTMLButtonElement).disabled).toBe(false);
    await u.click(screen.getByLabelText(t.message));
    expect(sent()[1]).toEqual({ outbound_Draft_Reference_Id: draftId, request_Data: { subject: 'Hi' } });
    await finishSave();
    await u.type(screen.getByLabelText(t.message), 'Body');
    await u.click(sendButton);
    expect(sent()).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe(t.noRecipient);
    await u.click(screen.getByRole('button', { name: t.addCc }));
    expect(screen.getByLabelText(t.cc)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.addCc })).toBeNull();
  });
});
