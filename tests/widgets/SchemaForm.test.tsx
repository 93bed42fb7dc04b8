import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UiSchema } from '../../src/engine/core/manifests';
import { blurValidationDelayMs } from '../../src/engine/react/Field';
import { widgetRegistry } from '../../src/widgets/registry';
import { companyForm } from './fixtures/companyForm';
import { renderForm } from './renderForm';

const renderCompany = (ui: UiSchema = companyForm.ui, mode = 'add') => renderForm({ ...companyForm, ui }, { mode });

describe('SchemaForm', () => {
  it('shows the sections and fields of the mode it is in', () => {
    renderCompany(companyForm.ui, 'edit');
    expect(screen.getByLabelText('Business is Closed')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Participation' })).toBeNull();
  });

  it("a 'show' rule puts the field on the form while its condition holds; 'hide' takes it off", async () => {
    renderCompany();
    expect(screen.queryByLabelText('Tax ID Type')).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Agency Participant?' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Legal Entity Type'), 'Sole Proprietor');
    expect(screen.getByLabelText('Tax ID Type')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Agency Participant?' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Legal Entity Type'), 'LLC');
    expect(screen.queryByLabelText('Tax ID Type')).toBeNull();
  });

  it("an 'enable' rule lets the field take input while its condition holds", async () => {
    renderCompany();
    const fax = screen.getByLabelText('Fax') as HTMLInputElement;
    expect(fax.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Phone'), '6175550142');
    expect(fax.disabled).toBe(false);
  });

  it('a select sends its items’ values as they are: numbers stay numbers', async () => {
    const { store } = renderCompany();
    await userEvent.selectOptions(screen.getByLabelText('Number of Employees'), '1001');
    expect(store.value('/company/employees')).toBe(1001);
    expect((screen.getByLabelText('Number of Employees') as HTMLSelectElement).value).toBe('1001');
  });

  it('the engine puts the label, required mark, tooltip and hint around the input', () => {
    renderCompany();
    const name = screen.getByLabelText('Business Name');
    const hint = screen.getByText('The legal name');
    expect(name.getAttribute('aria-describedby')).toBe(hint.id);
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.closest('div.flex-col')!.querySelector('[aria-hidden="true"]')!.textContent).toBe('*');
    expect(screen.getByRole('button', { name: 'About Business Name: As registered' })).toBeTruthy();
  });

  it('a field left checks and keeps its value a moment later, unless the form is gone by then', async () => {
    const ui: UiSchema = { ...companyForm.ui, sections: [{ title: 'Name', fields: [{ path: '/company/name', widget: 'text', label: 'Business Name', saveOnBlur: true }] }] };
    for (const closed of [false, true]) {
      const saveField = vi.fn();
      const { unmount } = renderForm({ ...companyForm, ui }, { saveField });
      await userEvent.type(screen.getByLabelText('Business Name'), 'Harbor');
      await userEvent.tab();
      if (closed) unmount();
      await act(() => new Promise((resolve) => setTimeout(resolve, blurValidationDelayMs + 50)));
      expect(saveField.mock.calls).toEqual(closed ? [] : [['/company/name']]);
      if (!closed) unmount();
    }
  });

  it('a field hidden by its rule before its check comes drops the check: shown again, it shows no error no one asked for', async () => {
    const soleProprietor = { path: '/company/legal_Type', equals: 'sole_proprietor' };
    const [, legalType] = companyForm.ui.sections[0].fields;
    const ui: UiSchema = {
      ...companyForm.ui,
      sections: [{ title: 'Name', fields: [legalType, { path: '/company/name', widget: 'text', label: 'Business Name', rule: { effect: 'show', condition: soleProprietor } }] }],
    };
    const { store } = renderForm({ ...companyForm, ui });
    await userEvent.selectOptions(screen.getByLabelText('Legal Entity Type'), 'Sole Proprietor');
    // too short, and left: its check waits a moment
    await userEvent.type(screen.getByLabelText('Business Name'), 'H');
    await userEvent.tab();
    // hidden and shown again before the check
    act(() => store.setValue('/company/legal_Type', 'llc'));
    expect(screen.queryByLabelText('Business Name')).toBeNull();
    act(() => store.setValue('/company/legal_Type', 'sole_proprietor'));
    await act(() => new Promise((resolve) => setTimeout(resolve, blurValidationDelayMs + 50)));
    expect(store.error('/company/name')).toBeUndefined();
    expect(screen.queryByText('Business Name is too short')).toBeNull();
    // left again as it is: checked
    await userEvent.click(screen.getByLabelText('Business Name'));
    await userEvent.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve, blurValidationDelayMs + 50)));
    expect(screen.getByText('Business Name is too short')).toBeTruthy();
  });

  it('every registered widget shows its field’s error under it', () => {
    const names = Object.keys(widgetRegistry);
    const ui: UiSchema = { ...companyForm.ui, sections: [{ title: 'All', fields: names.map((name) => ({ path: `/all/${name}`, widget: name, label: `The ${name}` })) }] };
    const { store } = renderCompany(ui);
    act(() => store.setErrors(Object.fromEntries(names.map((name) => [`/all/${name}`, `Wrong ${name}`]))));
    for (const name of names) {
      const alert = screen.getByText(`Wrong ${name}`);
      expect(alert.getAttribute('role')).toBe('alert');
      expect(document.querySelector(`[aria-describedby="${alert.id}"]`)).toBeTruthy();
    }
  });

  it('says so when a field names a widget nobody registered', () => {
    renderCompany({ ...companyForm.ui, sections: [{ title: 'Odd', fields: [{ path: '/company/name', widget: 'sparkles', label: 'Name' }] }] });
    expect(screen.getByRole('alert').textContent).toBe("Unknown widget 'sparkles' for /company/name");
  });

  it('on Save shows every error, focuses the first and sends nothing; then sends the model', async () => {
    const { onSubmit, onBanner } = renderCompany();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Business Name'));
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(onBanner).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Business Name'), 'Acme');
    await userEvent.selectOptions(screen.getByLabelText('Number of Employees'), '1-10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ company: { name: 'Acme', employees: 10 } });
  });

  it('checks and sends the model as the server reads it: optional values left empty are not sent', async () => {
    const { store, onSubmit } = renderCompany();
    await userEvent.type(screen.getByLabelText('Business Name'), 'Acme');
    // values a form holds for fields left empty, which the schema refuses as they are
    act(() => {
      store.setValue('/company/legal_Type', '');
      store.setValue('/company/employees', null);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ company: { name: 'Acme' } });
  });
  it('a typed input whose change is asked about first shows the value until Yes', async () => {
    const confirmChange = { title: 'Change the phone?', message: 'The fax follows it' };
    const ui = { ...companyForm.ui, sections: companyForm.ui.sections.map((s) => ({ ...s, fields: s.fields.map((f) => (f.path === '/company/phone' ? { ...f, confirmChange } : f)) })) };
    const { store } = renderCompany(ui);
    await userEvent.type(screen.getByLabelText('Business Name'), 'Acme');
    const phone = screen.getByLabelText<HTMLInputElement>('Phone');
    await userEvent.type(phone, '6');
    // the question's dialog loads lazily: its first import took over 10 s on two cores at load 30
    const question = await screen.findByRole('dialog', { name: 'Change the phone?' }, { timeout: 40_000 });
    expect(phone.value).toBe('');
    expect(store.value('/company/phone')).toBeUndefined();
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(phone.value).toBe('');
    await userEvent.type(phone, '6');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Change the phone?' })).getByRole('button', { name: 'Yes' }));
    expect(phone.value).toBe('6');
    expect(store.value('/company/phone')).toBe('6');
  });
});
