import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from '../../src/engine/core/formStore';
import type { UiField } from '../../src/engine/core/manifests';
import texts from '../../screens/messages.json';
import { Field } from '../../src/engine/react/Field';
import { fieldTemplate } from '../../src/engine/react/FieldTemplate';
import { AddressWidget, addressDelayMs } from '../../src/widgets/AddressWidget';
import { widgetRegistry } from '../../src/widgets/registry';
import type { AddressElements, AddressResult, AddressSuggestions, WidgetServices } from '../../src/widgets/types';
import { onFakeClock } from './fakeClock';

const result = (e: AddressElements): AddressResult => ({
  Variants: [],
  PreformattedData: {
    SingleAddressLine: [[e.HouseNumber, e.Street].filter(Boolean).join(' '), e.Locality, `${e.AdministrativeDivision} ${e.PostalCode}`].filter(Boolean).join(', '),
  },
  AddressElements: e,
});
const harborSt = result({ HouseNumber: '48', Street: 'Harbor St', Locality: 'Boston', PostalCode: '02110', AdministrativeDivision: 'MA' });
const harborAve = result({ HouseNumber: '7', Street: 'Harbor Ave', Locality: 'Salem', PostalCode: '01970', AdministrativeDivision: 'MA' });
const springfield = result({ HouseNumber: '', Street: '', Locality: 'Springfield', PostalCode: '62701', AdministrativeDivision: 'IL' });
const credit = 'ZIP code data © GeoNames (geonames.org), CC BY 4.0';
const options = { entityLabel: 'Entity', entityPath: '/entity/add', noResultsText: 'No results found' };

function renderStreet(services: Partial<WidgetServices> = {}) {
  const onChange = vi.fn<(value: string | undefined) => void>();
  const setSiblings = vi.fn<(values: Record<string, unknown>, onlyEmpty?: boolean) => void>();
  const all: WidgetServices = {
    uploadPicture: vi.fn(async () => ''),
    suggestAddresses: vi.fn(async (): Promise<AddressSuggestions> => ({ Results: [harborSt, harborAve], Attribution: credit })),
    navigate: vi.fn(),
    ...services,
  };
  function Host() {
    const [value, setValue] = useState<string | undefined>();
    return (
      fieldTemplate({ id: 'field-address-0-line1', control: { label: 'Street', required: false, visible: true, enabled: true }, tooltipText: texts.fieldTooltip, children: (
        <AddressWidget
          id="field-address-0-line1"
          label="Street"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
          onBlur={() => {}}
          onFocus={() => {}}
          maxInput={100}
          options={options}
          services={all}
          texts={texts}
          setSiblings={setSiblings}
        />
      ) })
    );
  }
  render(<Host />);
  return { onChange, setSiblings, services: all, input: screen.getByRole('combobox', { name: 'Street' }) as HTMLInputElement };
}

const { user, wait } = onFakeClock();
const optionNames = () => within(screen.getByRole('listbox', { name: 'Street' })).getAllByRole('option').map((o) => o.textContent);

describe('AddressWidget', () => {
  it('asks for nothing before more than 2 characters, and once 500 ms after the last keystroke', async () => {
    const { input, services } = renderStreet();
    const u = user();
    await u.type(input, 'Ha');
    await wait(2000);
    expect(services.suggestAddresses).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    await u.type(input, 'rbor');
    await wait(addressDelayMs - 1);
    expect(services.suggestAddresses).not.toHaveBeenCalled();
    await wait(1);
    expect(services.suggestAddresses).toHaveBeenCalledTimes(1);
    expect(services.suggestAddresses).toHaveBeenCalledWith('Harbor');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['48 Harbor St, Boston, MA 02110', '7 Harbor Ave, Salem, MA 01970', 'Entity']);
    expect(screen.getByText(credit)).toBeTruthy();
    // deleting back to 2 characters closes the list and asks nothing more
    await u.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}');
    await wait(2000);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(services.suggestAddresses).toHaveBeenCalledTimes(1);
  });

  it('moves through the options with the arrow keys and fills the address with Enter', async () => {
    const { input, onChange, setSiblings } = renderStreet();
    const u = user();
    await u.type(input, 'Harb');
    await wait(addressDelayMs);
    await u.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}{ArrowUp}');
    const first = screen.getByRole('option', { name: '48 Harbor St, Boston, MA 02110' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    await u.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('7 Harbor Ave');
    expect(input.value).toBe('7 Harbor Ave');
    expect(setSiblings).toHaveBeenCalledExactlyOnceWith({ city: 'Salem', state_Code: 'MA', zip_Code: '01970' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, keeping what was typed', async () => {
    const { input, setSiblings } = renderStreet();
    const u = user();
    await u.type(input, '12 Elm');
    await wait(addressDelayMs);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await u.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('12 Elm');
    await u.keyboard('{Enter}');
    expect(setSiblings).not.toHaveBeenCalled();
  });

  it("offers 'Entity', which opens /entity/add", async () => {
    const { input, services, onChange } = renderStreet();
    const u = user();
    await u.type(input, 'Acme');
    await wait(addressDelayMs);
    await u.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Entity' }).getAttribute('aria-selected')).toBe('true');
    await u.keyboard('{Enter}');
    expect(services.navigate).toHaveBeenCalledExactlyOnceWith('/entity/add');
    expect(onChange).toHaveBeenLastCalledWith('Acme');

    await u.type(input, 'x');
    await wait(addressDelayMs);
    await u.click(screen.getByRole('option', { name: 'Entity' }));
    expect(services.navigate).toHaveBeenCalledTimes(2);
  });

  it('fills city, state and ZIP from a place and empties the street for the street to be typed', async () => {
    const { input, onChange, setSiblings } = renderStreet({ suggestAddresses: vi.fn(async () => ({ Results: [springfield] })) });
    const u = user();
    await u.type(input, 'Springf');
    await wait(addressDelayMs);
    await u.click(screen.getByRole('option', { name: 'Springfield, IL 62701' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(setSiblings).toHaveBeenCalledWith({ city: 'Springfield', state_Code: 'IL', zip_Code: '62701' });
  });

  it('only logs a failure, leaving the list empty but for Entity', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input } = renderStreet({ suggestAddresses: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await user().type(input, 'Harbor');
    await wait(addressDelayMs);
    expect(error).toHaveBeenCalledWith('Address suggestions failed', expect.any(Error));
    expect(optionNames()).toEqual(['Entity']);
    expect(screen.getByText('No results found')).toBeTruthy();
    error.mockRestore();
  });

  it('drops an answer about text typed before', async () => {
    let answer: (value: AddressSuggestions) => void = () => {};
    const { input } = renderStreet({ suggestAddresses: vi.fn(() => new Promise<AddressSuggestions>((resolve) => (answer = resolve))) });
    const u = user();
    await u.type(input, 'Harb');
    await wait(addressDelayMs);
    const late = answer;
    await u.type(input, 'or');
    await act(async () => late({ Results: [harborAve] }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('is a plain input without the address service', async () => {
    const { input } = renderStreet({ suggestAddresses: undefined });
    await user().type(input, 'Harbor');
    await wait(2000);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('Harbor');
  });
});

describe('AddressWidget and AddressZipWidget as form fields', () => {
  const street = (i: number): UiField => ({ path: `/address/${i}/line1`, widget: 'address', label: `Street ${i}`, maxInput: 100, options });
  const city = (i: number): UiField => ({ path: `/address/${i}/city`, widget: 'text', label: `City ${i}` });
  const zip = (i: number): UiField => ({ path: `/address/${i}/zip_Code`, widget: 'addressZip', label: `Zip Code ${i}` });

  function renderFields(services: Partial<WidgetServices>) {
    const store = createFormStore<unknown>({ address: [{ address_Type: 'mailing' }, { address_Type: 'physical' }] });
    const all: WidgetServices = { uploadPicture: async () => '', ...services };
    render(
      <>
        {[street(0), city(0), zip(0), street(1), city(1), zip(1)].map((f) => (
          <Field key={f.path} store={store} field={f} widget={widgetRegistry[f.widget]} required={false} options={f.options ?? {}} services={all} texts={texts} validateField={() => {}} />
        ))}
      </>,
    );
    return store;
  }
  const field = (path: string) => document.getElementById(`field${path.replace(/\//g, '-')}`) as HTMLInputElement;

  it('choosing a suggestion fills the street, city, state and ZIP of that address only, clearing their errors', async () => {
    const store = renderFields({ suggestAddresses: async () => ({ Results: [harborSt] }) });
    store.setErrors({ '/address/1/city': 'This field is required' });
    const u = user();
    await u.type(field('/address/1/line1'), '48 Har');
    await wait(addressDelayMs);
    await u.keyboard('{ArrowDown}{Enter}');
    expect(store.value('/address/1')).toEqual({ address_Type: 'physical', line1: '48 Harbor St', city: 'Boston', state_Code: 'MA', zip_Code: '02110' });
    expect(store.value('/address/0')).toEqual({ address_Type: 'mailing' });
    expect(field('/address/1/city').value).toBe('Boston');
    expect(field('/address/1/zip_Code').value).toBe('02110');
    expect(store.error('/address/1/city')).toBeUndefined();
  });

  it('a typed 5-digit ZIP fills an empty city and state, and leaves filled ones', async () => {
    const lookupZip = vi.fn(async (z: string) => (z === '62701' ? { city: 'Springfield', state_Code: 'IL' } : null));
    const store = renderFields({ lookupZip });
    const u = user();
    await u.type(field('/address/0/zip_Code'), '62701');
    await wait(0);
    expect(lookupZip).toHaveBeenCalledExactlyOnceWith('62701');
    expect(store.value('/address/0')).toMatchObject({ city: 'Springfield', state_Code: 'IL', zip_Code: '62701' });

    await u.type(field('/address/1/city'), 'Chatham');
    await u.type(field('/address/1/zip_Code'), '62701');
    await wait(0);
    expect(store.value('/address/1')).toMatchObject({ city: 'Chatham', state_Code: 'IL', zip_Code: '62701' });
  });
});
