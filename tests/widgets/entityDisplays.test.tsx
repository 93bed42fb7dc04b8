import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import texts from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { DisplayField } from '../../src/engine/core/screenManifests';
import { DisplayValue } from '../../src/engine/react/DisplayValue';

const show = (field: DisplayField, record: Record<string, unknown>) =>
  render(<DisplayValue field={field} record={record} displays={displayRegistry} texts={texts} />).container;

const keyHumans: DisplayField = { key: 'key_Humans', display: 'badges', item: '{first_Name} {last_Name}', shown: 2, empty: 'No key humans' };
const human = (first_Name: string, last_Name: string) => ({ first_Name, last_Name });

describe('badges (an entity’s key humans)', () => {
  it('shows up to two, then +N naming the rest in its tooltip', () => {
    show(keyHumans, { key_Humans: [human('Ada', 'Byron'), human('Alan', 'Turing'), human('Grace', 'Hopper'), human('Edsger', 'Dijkstra')] });
    const badges = within(screen.getByRole('list')).getAllByRole('listitem').map((b) => b.textContent);
    expect(badges).toEqual(['Ada Byron', 'Alan Turing', '+2']);
    expect(screen.getByText('+2').getAttribute('title')).toBe('Grace Hopper, Edsger Dijkstra');
  });

  it('shows two without +N, and the field’s empty text when there are none', () => {
    show(keyHumans, { key_Humans: [human('Ada', 'Byron'), human('Alan', 'Turing')] });
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((b) => b.textContent)).toEqual(['Ada Byron', 'Alan Turing']);
    expect(show(keyHumans, { key_Humans: [] }).textContent).toBe('No key humans');
    expect(show(keyHumans, {}).textContent).toBe('No key humans');
  });
});

describe('the other displays of entities', () => {
  const nameAndInfo: DisplayField = { key: 'name', display: 'nameAndInfo', info: ['dba', 'legal_Entity_Type'], truncate: 30 };

  it('a name with its DBA and legal type under it, each cut at 30 with the whole in the tooltip', () => {
    const long = 'Harbor Marine Supply and Salvage Company';
    show(nameAndInfo, { name: long, dba: 'Harbor Marine', legal_Entity_Type: 'Limited Liability Company' });
    expect(screen.getByTitle(long).textContent).toBe(`${long.slice(0, 30)}...`);
    expect(screen.getByTitle('Harbor Marine · Limited Liability Company').textContent).toBe('Harbor Marine · Limited Liabil...');
    expect(show(nameAndInfo, { name: 'Acme', dba: null, legal_Entity_Type: 'Trust' }).textContent).toBe('AcmeTrust');
  });

  it('an address from its stored parts, and money in dollars', () => {
    const record = { mailing_Address_Line_1: '12 Harbor St', mailing_Address_Line_2: 'Suite 4', mailing_Address_City: 'Boston', mailing_Address_State_Label: 'Massachusetts', mailing_Address_Zip_Code: '02110' };
    expect(show({ key: 'mailing_Address', display: 'address' }, record).textContent).toBe('12 Harbor St, Suite 4, Boston, Massachusetts 02110');
    expect(show({ key: 'physical_Address', display: 'address' }, record).textContent).toBe('—');
    expect(show({ key: 'annual_Revenue', display: 'money' }, { annual_Revenue: 1234567.5 }).textContent).toBe('$1,234,567.50');
    expect(show({ key: 'annual_Revenue', display: 'money' }, { annual_Revenue: null }).textContent).toBe('—');
  });
});
