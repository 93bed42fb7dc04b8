import { cleanup, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { api, fetchResolved } from '../../src/app/api/client';
import NewMailDialog from '../../src/app/email/NewMailDialog';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../../src/app/session/session';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { onFakeClock } from './fakeClock';

vi.mock('../../src/app/opportunities/quick/QuickOpportunityDialog', () => ({
  default: ({ contact }: { contact: object }) => <div role="dialog" aria-label="Quick opportunity">{JSON.stringify(contact)}</div>,
}));
vi.mock('../../src/app/forms/ItemFormDialog', () => ({
  default: ({ form, mode, call, values, onSaved }: Record<string, unknown> & { onSaved(message: string, resolved: unknown): void }) => (
    <div role="dialog" aria-label="Contact form">
      <pre>{JSON.stringify({ form, mode, call, values })}</pre>
      <button type="button" onClick={() => onSaved('Contact saved', { contact_Reference_Id: 'c-9', version: 1 })}>Save contact</button>
    </div>
  ),
}));
vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const t = texts.email;
const more = texts.mailMore;
const longName = 'Bartholomew Maximilian Fitzgerald-Worthington';
const contacts = [
  { reference_Id: 'h-1', contact_Reference_Id: 'c-1', emailId: 'bart@example.com', full_Name: longName, from_Type: 'Human', humanOrEntity: 'Human' },
];
const draftId = '7d1e3a52-0c4b-4c55-9a59-52b0f1c7a001';
let release: (() => void) | undefined;
let userScopes: string[] = [];

beforeEach(() => {
  release = undefined;
  vi.mocked(fetchResolved).mockReset();
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path === '/v1/auth/session') return { user: { id: 'u1', email: 'a@b.c', first_Name: 'A', last_Name: 'B' }, current_Tenant_Id: 't1', accounts: [], userScopes };
    return path.startsWith('/v1/email/contacts') ? { contacts } : { file_Data: [] };
  });
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
    await u.click(within(screen.getByRole('listbox', { name: t.sendTo })).getByRole('option', { name: /bart@example.com/ }));
    expect(within(screen.getByRole('list', { name: `${t.sendTo} recipients` })).getByText(`${longName.slice(0, 29)}…`)).toBeTruthy();
    expect((screen.getByLabelText(t.sendTo) as HTMLInputElement).value).toBe('');
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
    await u.click(screen.getByRole('textbox', { name: t.message }));
    expect(sent()[1]).toEqual({ outbound_Draft_Reference_Id: draftId, request_Data: { subject: 'Hi' } });
    await finishSave();
    await u.type(screen.getByRole('textbox', { name: t.message }), 'Body');
    await u.click(sendButton);
    expect(sent()).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe(t.noRecipient);
    await u.click(screen.getByRole('button', { name: t.addCc }));
    expect(screen.getByLabelText(t.cc)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.addCc })).toBeNull();
  });

  it('Enter on a typed address adds it as a chip; an option chosen with Enter is added instead', async () => {
    renderComposer();
    const u = user();
    await u.type(screen.getByLabelText(t.sendTo), 'someone@broker.example.com{Enter}');
    expect(within(screen.getByRole('list', { name: `${t.sendTo} recipients` })).getByText('someone@broker.example.com')).toBeTruthy();
    await finishSave();
    await u.type(screen.getByLabelText(t.sendTo), 'bar');
    await wait(500);
    await u.keyboard('{ArrowDown}{Enter}');
    expect(within(screen.getByRole('list', { name: `${t.sendTo} recipients` })).getByText(`${longName.slice(0, 29)}…`)).toBeTruthy();
    expect(sent().map((b) => (b.request_Data as { toEmailAdd: { emailId: string }[] }).toEmailAdd[0].emailId)).toEqual(['someone@broker.example.com', 'bart@example.com']);
  });

  it('writes the message as rich text: the toolbar runs the editing commands and the draft gets the HTML', async () => {
    const commands: unknown[][] = [];
    document.execCommand = vi.fn((...args: unknown[]) => { commands.push(args); return true; });
    renderComposer();
    const u = user();
    const editor = screen.getByRole('textbox', { name: t.message });
    await u.type(editor, 'Hello');
    expect(sent()).toEqual([{ related_To: { type: 'human', reference_Id: 'h-9' }, request_Data: { emailMessage: 'H' } }]);
    await finishSave();
    const toolbar = screen.getByRole('toolbar', { name: more.toolbar });
    for (const label of [more.bold, more.italic, more.underline, more.bulletList, more.numberList]) await u.click(within(toolbar).getByRole('button', { name: label }));
    expect(commands.map(([command]) => command)).toEqual(['bold', 'italic', 'underline', 'insertUnorderedList', 'insertOrderedList']);
    expect(document.activeElement).toBe(editor);
    await u.click(within(toolbar).getByRole('button', { name: more.link }));
    await u.type(screen.getByRole('textbox', { name: more.linkAddress }), 'harbor.example.com{Enter}');
    expect(commands.at(-1)).toEqual(['insertHTML', false, '<a href="https://harbor.example.com">harbor.example.com</a>']);
    await u.click(screen.getByLabelText(t.subject));
    expect(sent().at(-1)).toEqual({ outbound_Draft_Reference_Id: draftId, request_Data: { emailMessage: 'Hello' } });
  });

  it('Cancel closes at once when nothing was written; once a draft is saved it asks, No keeps the mail and Yes discards the draft', async () => {
    const first = renderComposer();
    const u = user();
    await u.click(screen.getByRole('button', { name: t.cancel }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(api).not.toHaveBeenCalled();
    cleanup();

    const { onClose } = renderComposer();
    await u.type(screen.getByLabelText(t.subject), 'S');
    await finishSave();
    await u.click(screen.getByRole('button', { name: t.cancel }));
    const question = await screen.findByRole('dialog', { name: more.discardTitle });
    expect(within(question).getByText(more.discardMessage)).toBeTruthy();
    await u.click(within(question).getByRole('button', { name: texts.no }));
    expect(screen.queryByRole('dialog', { name: more.discardTitle })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: t.cancel }));
    await u.click(within(await screen.findByRole('dialog', { name: more.discardTitle })).getByRole('button', { name: texts.yes }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await finishSave();
    expect(vi.mocked(api).mock.calls.at(-1)).toEqual(['/v1/retire/email', { method: 'PUT', body: { outbound_Draft_Reference_Id: draftId } }]);
  });

  it("offers the client's sub-dialogs by scope: the quick opportunity with the client as main contact, and 'Add Contact Information' with its Contacts tab's form and call", async () => {
    userScopes = ['email-edit', 'opportunity-edit', 'entity-edit'];
    const entity = { kind: 'entity' as const, id: 'e-1', name: 'Harbor Marine' };
    render(<SWRConfig value={{ provider: () => new Map() }}><ToastProvider><SessionProvider fallback={null}><NewMailDialog about={entity} client={entity} onClose={vi.fn()} /></SessionProvider></ToastProvider></SWRConfig>);
    const u = user();
    await u.click(await screen.findByRole('button', { name: texts.quickOpportunity.open }));
    expect(JSON.parse((await screen.findByRole('dialog', { name: 'Quick opportunity' })).textContent!)).toEqual({ reference_Id: 'e-1', type: 'entity', name: 'Harbor Marine' });
    await u.click(screen.getByRole('button', { name: 'Add Contact Information' }));
    expect(JSON.parse(within(await screen.findByRole('dialog', { name: 'Contact form' })).getByText(/"form"/).textContent!)).toEqual({
      form: 'contact', mode: 'add-entity', values: { id: 'e-1' },
      call: { method: 'POST', path: '/v1/entity/contact', body: { workflow_Name: 'entity', id: '{id}' } },
    });
    cleanup();
    userScopes = ['email-edit', 'human-view'];
    render(<SWRConfig value={{ provider: () => new Map() }}><ToastProvider><SessionProvider fallback={null}><NewMailDialog client={{ kind: 'human', id: 'h-1' }} onClose={vi.fn()} /></SessionProvider></ToastProvider></SWRConfig>);
    await screen.findByRole('dialog', { name: t.newMail });
    expect(screen.queryByRole('button', { name: texts.quickOpportunity.open })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Contact Information' })).toBeNull();
  });

  it("adds the contact saved in 'Add Contact Information' to Send To, saved with the draft as the client's contact", async () => {
    userScopes = ['email-edit', 'entity-edit'];
    vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
      if (path === '/v1/auth/session') return { user: { id: 'u1', email: 'a@b.c', first_Name: 'A', last_Name: 'B' }, current_Tenant_Id: 't1', accounts: [], userScopes };
      if (path === '/v1/fetch/contact?workflow_Name=entity&reference_Id=e-1') {
        return { contact_Details: [{ contact_Reference_Id: 'c-1', email_Address: 'old@harbor.test' }, { contact_Reference_Id: 'c-9', email_Address: 'claims@harbor.test' }] };
      }
      return { file_Data: [] };
    });
    const entity = { kind: 'entity' as const, id: 'e-1', name: 'Harbor Marine' };
    render(<SWRConfig value={{ provider: () => new Map() }}><ToastProvider><SessionProvider fallback={null}><NewMailDialog about={entity} client={entity} onClose={vi.fn()} /></SessionProvider></ToastProvider></SWRConfig>);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add Contact Information' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Contact form' })).getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText(texts.mailFinish.contactAdded.replace('{email}', 'claims@harbor.test'))).toBeTruthy();
    expect(screen.getByText('Harbor Marine')).toBeTruthy();
    expect(sent()[0]).toMatchObject({
      related_To: { type: 'entity', reference_Id: 'e-1' },
      request_Data: expect.objectContaining({ toEmailAdd: [{ type: 'to', emailId: 'claims@harbor.test', full_Name: 'Harbor Marine', reference_Id: 'e-1', humanOrEntity: 'Entity', contact_Reference_Id: 'c-9' }] }),
    } as never);
  });
});
