import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminPortal from '../../src/app/admin/AdminPortal';
import { SessionProvider } from '../../src/app/session/session';
import { displayDate } from '../../src/engine/core/dates';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { day } from '../setup/days';
import { sessionWith } from './fixtures/answers/get-auth-session';

const adminId = '11111111-1111-4111-8111-111111111111';
const csrId = '22222222-2222-4222-8222-222222222222';
const csrScopes = ['entity-edit', 'entity-view', 'human-edit', 'human-view'];
let profile: Record<string, unknown>;
const calls: { method: string; url: string; body?: Record<string, unknown> }[] = [];
let uploadedForms: object[];

beforeEach(() => {
  calls.length = 0;
  uploadedForms = [{ form: 'acord_25', field_Map: { insured: 'NamedInsured', holder: 'CertHolder' }, uploaded_At: `${day(-2)}T09:00:00.000Z`, uploaded_By: 'Ada Admin' }];
  profile = { agency_Name: 'Harbor Insurance Agency', phone: '2075550142', licence_Number: 'ME-42', has_Logo: false, version: 3 };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { method?: string; body?: string }) => {
    const body = init.body ? JSON.parse(init.body) : undefined;
    calls.push({ method: init.method ?? 'GET', url, body });
    const ok = (resolved: object, responseMessage = 'OK') => new Response(JSON.stringify({ responseCode: 200, responseMessage, resolved }), { status: 200 });
    if (url === '/v1/auth/session') return ok(sessionWith(['tenant-admin'], { user: { id: adminId, email: 'admin@harbor.test', first_Name: 'Ada', last_Name: 'Admin' } }));
    if (url === '/v1/admin/tenant/profile' && init.method === 'PUT') return ok({ id: 'p1', version: 4 }, 'Agency profile saved');
    if (url === '/v1/admin/tenant/profile') return ok(profile);
    if (url === '/v1/admin/users') {
      return ok({
        users: [
          { user_Reference_Id: adminId, email: 'admin@harbor.test', name: 'Ada Admin', scopes: ['tenant-admin'], role: 'admin' },
          { user_Reference_Id: csrId, email: 'csr@harbor.test', name: 'Cory Service', scopes: csrScopes, role: 'csr' },
        ],
        invitations: [{ invitation_Reference_Id: 'i1', email: 'new@harbor.test', scopes: ['human-view'], role: 'custom', invited_At: `${day(-1)}T12:00:00.000Z` }],
      });
    }
    if (url === '/v1/admin/user/scopes') return ok({ user_Reference_Id: csrId, scopes: body.scopes }, 'Scopes saved');
    if (url.startsWith('/v1/reference')) return ok({ State: [{ code: 'ME', name: 'Maine' }] });
    if (url === '/v1/certificate/forms') return ok({ forms: uploadedForms });
    if (url === '/v1/certificate/form/fields') return ok({ fields: [{ name: 'insured', multiline: true }, { name: 'PolicyNo', multiline: false }, { name: 'Remarks', multiline: true }] });
    if (url === '/v1/certificate/form/remove') return ok({ form: body.form }, 'Form removed: certificates are issued on ours again');
    if (url === '/v1/certificate/form' && body.field_Map.description) {
      return new Response(JSON.stringify({ responseCode: 400, responseMessage: 'Some fields are not valid', errors: [{ field: '/field_Map/description', message: "The form's field 'Remarks' is not a text field" }] }), { status: 400 });
    }
    if (url === '/v1/certificate/form') return ok({ form: body.form, fields_Mapped: 2 }, 'Form saved: certificates are now issued on it');
    return new Response('{}', { status: 404 });
  }));
});
afterEach(() => vi.unstubAllGlobals());

function renderPortal() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin']}>
          <SessionProvider fallback={null}><AdminPortal /></SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>,
  );
}

describe('the Admin Portal', () => {
  it("shows the agency's profile, its users with their roles and scopes, and the pending invitations", async () => {
    renderPortal();
    const profileSection = await screen.findByRole('region', { name: 'Agency Profile' });
    expect(within(profileSection).getByText('Harbor Insurance Agency')).toBeTruthy();
    expect(within(profileSection).getByText('ME-42')).toBeTruthy();
    expect(within(profileSection).getByText('No logo yet')).toBeTruthy();
    expect(within(profileSection).getAllByText('Not given')).toHaveLength(2);
    const users = screen.getByRole('region', { name: 'Users' });
    const csrRow = within(users).getByText('csr@harbor.test').closest('tr')!;
    expect(within(csrRow).getByText('CSR')).toBeTruthy();
    expect(within(csrRow).getByText(csrScopes.join(', '))).toBeTruthy();
    expect(within(within(users).getByText('admin@harbor.test').closest('tr')!).getByText('(you)')).toBeTruthy();
    const invitation = within(users).getByText('new@harbor.test').closest('li')!;
    expect(within(invitation).getByText('Custom')).toBeTruthy();
    expect(within(invitation).getByText(`Invited ${displayDate(day(-1))}`)).toBeTruthy();
  });

  it("changes a user's access: the dialog holds their scopes; saving sends all of them and says so", async () => {
    const user = userEvent.setup();
    renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Change access of Cory Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Access' });
    // the dialog's scope picker is a form of the engine, drawn once its schema has loaded
    await user.click(await within(dialog).findByRole('button', { name: /Scopes/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Humans: edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/v1/admin/user/scopes')).toBe(true));
    const sent = calls.find((c) => c.url === '/v1/admin/user/scopes')!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({ user_Reference_Id: csrId, scopes: ['human-view', 'entity-view', 'entity-edit'] });
    expect(await screen.findByText('Scopes saved')).toBeTruthy();
  });

  it('edits the profile in the engine form, at the version read', async () => {
    const user = userEvent.setup();
    renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Agency Profile' });
    const city = within(dialog).getByRole('textbox', { name: 'City' });
    await user.type(city, 'Portland');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === '/v1/admin/tenant/profile')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ agency_Name: 'Harbor Insurance Agency', city: 'Portland', licence_Number: 'ME-42', version: 3 });
    expect(await screen.findByText('Agency profile saved')).toBeTruthy();
  });

  it("lists the agency's certificate forms, uploads one with its field map read from the PDF (the server's refusal beside its field), and removes one", async () => {
    const user = userEvent.setup();
    renderPortal();
    const section = await screen.findByRole('region', { name: 'Certificate Forms' });
    const acord25 = (await within(section).findByRole('rowheader', { name: 'ACORD 25' })).closest('tr')!;
    expect(within(acord25).getByText(`Uploaded ${displayDate(day(-2))} by Ada Admin`)).toBeTruthy();
    expect(within(acord25).getByText('2')).toBeTruthy();
    const acord137 = within(section).getByRole('rowheader', { name: 'ACORD 137 NY' }).closest('tr')!;
    expect(within(acord137).getByText('Our certificate')).toBeTruthy();

    await user.click(within(acord137).getByRole('button', { name: 'Upload ACORD 137 NY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload ACORD 137 NY' });
    expect(within(dialog).getByRole('button', { name: 'Save Form' }).hasAttribute('disabled')).toBe(true);
    await user.upload(within(dialog).getByLabelText('Choose PDF'), new File(['%PDF-1.7 form'], 'acord137.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('acord137.pdf: 3 text fields')).toBeTruthy();
    expect(calls.find((c) => c.url === '/v1/certificate/form/fields')?.body).toEqual({ pdf: btoa('%PDF-1.7 form') });
    // a PDF field named like ours is picked already
    expect((within(dialog).getByRole('combobox', { name: 'insured' }) as HTMLSelectElement).value).toBe('insured');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'coverage_1_policy_number' }), 'PolicyNo');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'description' }), 'Remarks');
    expect(within(dialog).getByText('3 fields mapped')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save Form' }));
    expect(await within(dialog).findByText("The form's field 'Remarks' is not a text field")).toBeTruthy();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'description' }), 'Not mapped');
    uploadedForms = [...uploadedForms, { form: 'acord_137_ny', field_Map: { insured: 'insured', coverage_1_policy_number: 'PolicyNo' }, uploaded_At: `${day(0)}T09:00:00.000Z`, uploaded_By: 'Ada Admin' }];
    await user.click(within(dialog).getByRole('button', { name: 'Save Form' }));
    expect(await screen.findByText('Form saved: certificates are now issued on it')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/v1/certificate/form').at(-1)).toMatchObject({
      method: 'PUT', body: { form: 'acord_137_ny', pdf: btoa('%PDF-1.7 form'), field_Map: { insured: 'insured', coverage_1_policy_number: 'PolicyNo' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload ACORD 137 NY' })).toBeNull());
    expect(await within(section).findByRole('button', { name: 'Remove ACORD 137 NY' })).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Remove ACORD 25' }));
    const question = await screen.findByRole('dialog', { name: 'Remove ACORD 25?' });
    expect(within(question).getByText('Certificates on it will be issued on our certificate again.')).toBeTruthy();
    uploadedForms = uploadedForms.slice(1);
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Form removed: certificates are issued on ours again')).toBeTruthy();
    expect(calls.find((c) => c.url === '/v1/certificate/form/remove')?.body).toEqual({ form: 'acord_25' });
    await waitFor(() => expect(within(within(section).getByRole('rowheader', { name: 'ACORD 25' }).closest('tr')!).getByText('Our certificate')).toBeTruthy());
  });
});
