import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import manifest from '../../screens/details/entity.detail.json';
import texts from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { DetailManifest } from '../../src/engine/core/screenManifests';
import { DetailScreen } from '../../src/engine/react/DetailScreen';

/** The files panel as a stand-in: what it is given. */
const panels = { files: ({ source }: { source?: { kind: string; id: string } }) => <p>Files of {source?.kind} {source?.id}</p> };

const mailing = { mailing_Address_Line_1: '12 Harbor St', mailing_Address_City: 'Boston', mailing_Address_State_Label: 'Massachusetts', mailing_Address_Zip_Code: '02110' };
const harbor = {
  reference_Id: 'e1', name: 'Harbor Marine', dba: 'HM', legal_Entity_Type: 'Limited Liability Company', fein: '**-***6789',
  annual_Revenue: 98000, number_Of_Employees: 25, date_Of_Incorporation: '2001-02-03', is_Closed: false, profile_Image: null,
  relationships: [{ reference_Id: 'h/1', first_Name: 'Ada', last_Name: 'Byron', relationship_Label: 'Account Manager' }],
  contact_Details: [
    { contact_Type: 'business', name: 'Front desk', primary_Phone: '617-555-0142', ...mailing },
    { contact_Type: 'business', name: 'Ada at Harbor', email_Address: 'ada@example.com' },
  ],
};

function renderEntity(scopes = ['entity-admin', 'human-view']) {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  const fetcher = vi.fn(async () => ({ entityData: harbor }));
  const navigate = vi.fn();
  const onTitle = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DetailScreen manifest={manifest as DetailManifest} id="e1" fetcher={fetcher} allowed={(s) => scopes.includes(s) || scopes.includes(`${s.split('-')[0]}-admin`)} navigate={navigate} displays={displayRegistry} texts={texts} onTitle={onTitle} panels={panels} />
    </SWRConfig>,
  );
  return { fetcher, navigate, onTitle };
}

const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
const openTab = async (name: string) => userEvent.click(await screen.findByRole('tab', { name }));

describe('the entity detail page', () => {
  it('reads entityData, titles the page with the name and shows the summary above the tabs, the tax id masked', async () => {
    const { fetcher, onTitle } = renderEntity();
    expect(await screen.findByRole('heading', { name: 'Harbor Marine' })).toBeTruthy();
    expect(fetcher).toHaveBeenCalledWith('/v1/entity/details?entity_Reference_Id=e1');
    expect(onTitle).toHaveBeenCalledWith('Harbor Marine', expect.anything());
    // the summary and the tabs follow the header, in a render of their own
    await screen.findByRole('tablist');
    expect(shown('FEIN/SSN')).toBe('**-***6789');
    expect(shown('Annual Revenue')).toBe('$98,000.00');
    expect(shown('Number of Employees')).toBe('11-25');
    expect(shown('Date of Incorporation')).toBe('02/03/2001');
    expect(shown('Business is Closed')).toBe('No');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Relationships', 'Locations', 'Contact Information', 'Opportunities', 'Policies', 'Billing', 'Proofs', 'Files', 'Emails',
    ]);
  });

  it("lists the key humans with their roles, each name a link to the human's page for those who may view humans", async () => {
    const { navigate } = renderEntity();
    await screen.findByRole('tab', { name: 'Relationships', selected: true });
    expect(shown('Role')).toBe('Account Manager');
    await userEvent.click(screen.getByRole('link', { name: 'Ada Byron' }));
    expect(navigate).toHaveBeenCalledWith('/human/h%2F1');
  });

  it('without human-view the names are not links', async () => {
    renderEntity(['entity-view']);
    await screen.findByRole('tab', { name: 'Relationships', selected: true });
    expect(shown('Name')).toBe('Ada Byron');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('Locations shows the addresses of the contacts that have one; the contacts tab every contact', async () => {
    renderEntity();
    await openTab('Locations');
    const locations = screen.getAllByRole('listitem');
    expect(locations).toHaveLength(1);
    expect(shown('Mailing Address')).toBe('12 Harbor St, Boston, Massachusetts 02110');
    expect(shown('Physical Address')).toBe('—');
    await openTab('Contact Information');
    expect(screen.getAllByRole('heading', { name: 'Business Contact' })).toHaveLength(2);
  });

  it('reads the entity afresh each time its page opens: it may have just been edited', async () => {
    const page = (fetcher?: () => Promise<unknown>) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        {fetcher && <DetailScreen manifest={manifest as DetailManifest} id="e1" fetcher={fetcher} allowed={() => true} navigate={vi.fn()} displays={displayRegistry} texts={texts} />}
      </SWRConfig>
    );
    const before = vi.fn(async () => ({ entityData: harbor }));
    const { rerender } = render(page(before));
    await screen.findByRole('heading', { name: 'Harbor Marine' });
    rerender(page());
    const after = vi.fn(async () => ({ entityData: { ...harbor, is_Closed: true } }));
    rerender(page(after));
    expect(shown('Business is Closed')).toBe('No');
    await waitFor(() => expect(shown('Business is Closed')).toBe('Yes'));
    expect(after).toHaveBeenCalledTimes(1);
  });

  it("tabs whose module has not landed say Coming Soon (as a page not built does), not 'No records available'; Files shows the files panel of the entity", async () => {
    renderEntity();
    await openTab('Billing');
    expect(screen.getByRole('tabpanel').textContent).toBe('Coming SoonThis page is on its way.');
    await openTab('Files');
    expect(screen.getByRole('tabpanel').textContent).toBe('Files of entity e1');
    expect(window.location.hash).toBe('#files');
  });
});
