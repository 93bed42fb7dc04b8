import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { SaveRefused, type FormProtocol, type LoadedForm } from '../../src/engine/core/formProtocol';
import { FormDialog } from '../../src/engine/react/FormDialog';
import { HostedForm, type FormEnvironment } from '../../src/engine/react/HostedForm';
import { widgetRegistry } from '../../src/widgets/registry';
import { companyForm as definition } from './fixtures/companyForm';

const environment: FormEnvironment = {
  references: {},
  allowed: () => true,
  services: { uploadPicture: async () => '' },
  widgets: widgetRegistry,
  texts,
};
const acme: LoadedForm = { model: { company: { name: 'Acme' } }, version: 4 };

function host(save: FormProtocol['save'] = async () => {}) {
  const protocol: FormProtocol = { load: vi.fn(async () => acme), save: vi.fn(save) };
  const onBanner = vi.fn();
  const onCancelled = vi.fn();
  const onLoaded = vi.fn();
  return { protocol, onBanner, onCancelled, onLoaded, props: { definition, mode: 'edit', protocol, environment, onBanner, onCancelled, onLoaded } };
}

describe('a form in any host', () => {
  it('loads through the host’s protocol and saves through it, with what it loaded', async () => {
    const { protocol, onLoaded, props } = host();
    render(<HostedForm {...props} />);
    const name = (await screen.findByLabelText('Business Name')) as HTMLInputElement;
    expect(name.value).toBe('Acme');
    // the host hears of the load after the form shows it
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(acme));
    await userEvent.type(name, ' Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(protocol.save).toHaveBeenCalledWith({ company: { name: 'Acme Ltd' } }, acme);
  });

  it('a refused save marks the refused fields and says why', async () => {
    const { onBanner, props } = host(async () => {
      throw new SaveRefused('Some fields are not valid.', { '/company/name': 'Business Name is taken' });
    });
    render(<HostedForm {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onBanner).toHaveBeenCalledWith('Some fields are not valid.'));
    expect(screen.getByRole('alert').textContent).toBe('Business Name is taken');
  });

  it('a failed save says the form could not be sent', async () => {
    const { onBanner, props } = host(async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<HostedForm {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onBanner).toHaveBeenCalledWith('Form Submission failed. Please try again later.'));
  });

  it('cancels at once when nothing was typed: there is nothing to discard', async () => {
    const { onCancelled, props } = host();
    render(<HostedForm {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(onCancelled).toHaveBeenCalledTimes(1);
  });

  it('asks before cancelling what was typed', async () => {
    const { onCancelled, props } = host();
    render(<HostedForm {...props} />);
    await userEvent.type(await screen.findByLabelText('Business Name'), 'x');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(onCancelled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onCancelled).toHaveBeenCalledTimes(1);
  });

  it('in a dialog titled by its mode, the opener’s protocol saves and closes it', async () => {
    function Opener() {
      const [open, setOpen] = useState(true);
      const [kept, setKept] = useState<unknown>();
      const protocol = useMemo<FormProtocol>(() => ({
        load: async () => ({ model: { company: {} } }),
        save: async (model) => {
          setKept(model);
          setOpen(false);
        },
      }), []);
      if (!open) return <p>Kept {JSON.stringify(kept)}</p>;
      return <FormDialog definition={definition} mode="add" protocol={protocol} environment={environment} onBanner={() => {}} onCancelled={() => setOpen(false)} />;
    }
    render(<Opener />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Company' });
    expect(dialog.textContent).toContain('A new company');
    await userEvent.type(await screen.findByLabelText('Business Name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Kept {"company":{"name":"Acme"}}')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in a dialog, Escape is Cancel: it closes an untouched form, asks before dropping what was typed, and Escape on that question keeps the form', async () => {
    function Opener() {
      const [open, setOpen] = useState(true);
      const protocol = useMemo<FormProtocol>(() => ({ load: async () => ({ model: { company: {} } }), save: async () => {} }), []);
      if (!open) return <button type="button" onClick={() => setOpen(true)}>Open again</button>;
      return <FormDialog definition={definition} mode="add" protocol={protocol} environment={environment} onBanner={() => {}} onCancelled={() => setOpen(false)} />;
    }
    render(<Opener />);
    await userEvent.click(await screen.findByLabelText('Business Name'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Open again' }));
    await userEvent.type(await screen.findByLabelText('Business Name'), 'Acme');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Yes' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull());
    expect((screen.getByLabelText('Business Name') as HTMLInputElement).value).toBe('Acme');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Open again' })).toBeTruthy();
  });

  it('as a stepper step, saving hands the model to the next step', async () => {
    function Stepper() {
      const [step, setStep] = useState<{ model: Record<string, unknown> }>({ model: { company: {} } });
      const [number, setNumber] = useState(1);
      const protocol = useMemo<FormProtocol>(() => ({
        load: async () => step,
        save: async (model) => {
          setStep({ model });
          setNumber((n) => n + 1);
        },
      }), [step]);
      return (
        <section aria-label={`Step ${number}`}>
          <HostedForm key={number} definition={definition} mode="add" protocol={protocol} environment={environment} onBanner={() => {}} onCancelled={() => {}} />
        </section>
      );
    }
    render(<Stepper />);
    await userEvent.type(await screen.findByLabelText('Business Name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', { name: 'Step 2' });
    expect(((await screen.findByLabelText('Business Name')) as HTMLInputElement).value).toBe('Acme');
  });
});
