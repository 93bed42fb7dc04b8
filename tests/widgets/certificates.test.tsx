import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/app/api/client';
import { defaultForms, FormList } from '../../src/app/certificates/FormList';
import { HolderList } from '../../src/app/certificates/HolderList';
import { HolderPicker } from '../../src/app/certificates/HolderPicker';
import { PolicyPicker, type CertificatePolicy } from '../../src/app/certificates/PolicyPicker';
import type { HolderFields, KeptHolder } from '../../src/app/certificates/certificateCalls';
import { ToastProvider } from '../../src/engine/react/Toasts';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn() }));

const policy = (id: string, number: string, lines: string[]): CertificatePolicy => ({
  policy_Reference_Id: id, carrier_Issued_Policy_Id: number,
  line_Of_Business: lines.map((name, i) => ({ line_Of_Business_Id: `${id}-line-${i}`, line_Of_Business_Name: name })),
});
const holder = (id: string, name: string): KeptHolder => ({
  certificate_Holder_Reference_Id: id, version: 1, name, address: [], certificates_Count: 1, last_Issued_At: '2026-11-02T10:00:00Z', last_Issued_By: 'Ada Admin', last_File_Reference_Id: null,
});

beforeEach(() => {
  vi.mocked(api).mockReset();
});

describe('the form list', () => {
  function Host({ onChange }: { onChange(forms: string[]): void }) {
    const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(defaultForms));
    return <FormList chosen={chosen} onChange={(next) => { setChosen(next); onChange([...next]); }} />;
  }

  it('opens with the general section (ACORD 137 NY and 138 NY) chosen; Select All takes the automobile section too, and back', async () => {
    const changes: string[][] = [];
    render(<Host onChange={(f) => changes.push(f)} />);
    expect(screen.getByRole('checkbox', { name: 'ACORD 137 NY' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'ACORD 138 NY' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'ACORD 127 Auto Section NY' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'ACORD 163 Drivers Schedule NY' })).toHaveProperty('checked', false);
    expect(screen.getByRole('group', { name: 'Automobile section' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(changes.at(-1)).toEqual(['acord_137_ny', 'acord_138_ny', 'acord_127_ny', 'acord_163_ny']);
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'ACORD 163 Drivers Schedule NY' }));
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toHaveProperty('checked', false);
  });
});

describe('the policies picker', () => {
  function Host() {
    const [chosen, setChosen] = useState<string[]>([]);
    const [limits, setLimits] = useState<Record<string, string>>({});
    return <PolicyPicker policies={[policy('p1', 'GL-100', ['General Liability', 'Umbrella']), policy('p2', 'AU-200', ['Commercial Auto'])]} chosen={chosen} onChosen={setChosen} limits={limits} onLimit={(k, v) => setLimits((now) => ({ ...now, [k]: v }))} />;
  }

  it('shows a chip per chosen policy with its lines and a limit each; Reset Policies empties the choice', async () => {
    render(<Host />);
    expect(screen.queryByRole('list', { name: 'Selected policies' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Certify GL-100' }));
    const chips = screen.getByRole('list', { name: 'Selected policies' });
    expect(within(chips).getByText('General Liability')).toBeTruthy();
    expect(within(chips).getByText('Umbrella')).toBeTruthy();
    const limit = within(chips).getByRole('textbox', { name: 'General Liability limit' });
    await userEvent.type(limit, '1,000,000');
    expect(limit).toHaveProperty('value', '1000000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Certify AU-200' }));
    expect(within(chips).getByText('Commercial Auto')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Policies' }));
    expect(screen.queryByRole('list', { name: 'Selected policies' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Certify GL-100' })).toHaveProperty('checked', false);
  });

  it('says No Policies yet for an insured without policies', () => {
    render(<PolicyPicker policies={[]} chosen={[]} onChosen={() => undefined} limits={{}} onLimit={() => undefined} />);
    expect(screen.getByText('No Policies yet')).toBeTruthy();
  });
});

describe('the holder picker', () => {
  it("offers the insured's holders or a new one's name and address", async () => {
    function Host() {
      const [chosen, setChosen] = useState('');
      const [fields, setFields] = useState<HolderFields>({ name: '' });
      return <HolderPicker holders={[holder('h1', 'City of Springfield')]} chosen={chosen} onChosen={setChosen} fields={fields} onFields={setFields} />;
    }
    render(<Host />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Holder Name' }), 'Acme Landlord');
    expect(screen.getByRole('textbox', { name: 'Holder Name' })).toHaveProperty('value', 'Acme Landlord');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Holder' }), 'City of Springfield');
    expect(screen.queryByRole('textbox', { name: 'Holder Name' })).toBeNull();
  });
});

describe('the holders list', () => {
  it('reissues one holder in one click, and every holder in turn with its progress', async () => {
    const finishes: ((value: unknown) => void)[] = [];
    vi.mocked(api).mockImplementation(() => new Promise((resolve) => finishes.push(resolve as (value: unknown) => void)));
    const reissued = vi.fn();
    render(<ToastProvider><HolderList holders={[holder('h1', 'City of Springfield'), holder('h2', 'Acme Landlord')]} onReissued={reissued} /></ToastProvider>);
    expect(screen.getAllByText('Last issued 11/02/2026 by Ada Admin')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Reissue to Acme Landlord' }));
    expect(vi.mocked(api)).toHaveBeenLastCalledWith('/v1/certificate/reissue', { method: 'POST', body: { certificate_Holder_Reference_Id: 'h2' } });
    finishes[0]({ resolved: { file_Reference_Id: 'f1', file_Name: 'c.pdf', latest_Version: 1, certificate_Holder_Reference_Id: 'h2' } });
    expect(await screen.findByText('Certificate reissued to Acme Landlord')).toBeTruthy();
    expect(reissued).toHaveBeenCalledWith(expect.objectContaining({ file_Reference_Id: 'f1' }), true);

    await userEvent.click(screen.getByRole('button', { name: 'Reissue All' }));
    expect(await screen.findByText('Reissued 0 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reissue to City of Springfield' })).toHaveProperty('disabled', true);
    finishes[1]({ resolved: { file_Reference_Id: 'f2', file_Name: 'c.pdf', latest_Version: 1, certificate_Holder_Reference_Id: 'h1' } });
    expect(await screen.findByText('Reissued 1 of 2')).toBeTruthy();
    await waitFor(() => expect(finishes).toHaveLength(3));
    finishes[2]({ resolved: { file_Reference_Id: 'f3', file_Name: 'c.pdf', latest_Version: 1, certificate_Holder_Reference_Id: 'h2' } });
    expect(await screen.findByText('Reissued 2 of 2 certificates')).toBeTruthy();
    expect(reissued).toHaveBeenLastCalledWith(expect.objectContaining({ file_Reference_Id: 'f3' }), false);
  });
});
