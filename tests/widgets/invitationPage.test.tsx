import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InvitationPage from '../../src/app/screens/InvitationPage';

const posted: Record<string, unknown>[] = [];
let linkAnswer: { status: number; body: object };

beforeEach(() => {
  posted.length = 0;
  linkAnswer = { status: 200, body: { responseCode: 200, responseMessage: 'Success', resolved: { email: 'nia@example.test', agency_Name: 'Harbor Insurance Agency' } } };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
    if (url === '/v1/invitation?token=abc.def') return new Response(JSON.stringify(linkAnswer.body), { status: linkAnswer.status });
    if (url === '/v1/invitation/password' && init.method === 'POST') {
      const body = JSON.parse(init.body!);
      posted.push(body);
      if (body.password.length < 10) return new Response(JSON.stringify({ responseCode: 400, responseMessage: 'Invalid fields', resolved: null, errors: [{ field: '/password', message: 'Use at least 10 characters' }] }), { status: 400 });
      return new Response(JSON.stringify({ responseCode: 200, responseMessage: 'Your password is set. Sign in as nia@example.test.', resolved: { email: 'nia@example.test' } }), { status: 200 });
    }
    return new Response('{}', { status: 404 });
  }));
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => render(
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <MemoryRouter initialEntries={['/invitation/abc.def']}><Routes><Route path="/invitation/:token" element={<InvitationPage />} /></Routes></MemoryRouter>
  </SWRConfig>,
);

async function fill(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('First Name'), 'Nia');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Newcomer');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('the invitation page', () => {
  it("asks the invited person for their name and a password, says the server's refusal by its field, then sends them to sign in", async () => {
    renderPage();
    expect((await screen.findByRole('heading', { name: 'Join Harbor Insurance Agency' }))).toBeTruthy();
    expect(screen.getByText('Set your name and a password for nia@example.test. You sign in with them from now on.')).toBeTruthy();
    await fill('a-long-passphrase', 'a-long-passphrasX');
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(posted).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.clear(screen.getByLabelText('Last Name'));
    await fill('short');
    expect(await screen.findByText('Use at least 10 characters')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    for (const label of ['First Name', 'Last Name', 'Password', 'Confirm Password']) await userEvent.clear(screen.getByLabelText(label));
    await fill('a-long-passphrase-1');
    expect((await screen.findByRole('status')).textContent).toBe('Your password is set. Sign in as nia@example.test.');
    expect(posted.at(-1)).toEqual({ token: 'abc.def', first_Name: 'Nia', last_Name: 'Newcomer', password: 'a-long-passphrase-1' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says a link that has expired or was used, with the way to sign in', async () => {
    linkAnswer = { status: 410, body: { responseCode: 410, responseMessage: "This invitation link has expired or has already been used. Ask your agency's administrator to invite you again.", resolved: null, errors: [] } };
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe("This invitation link has expired or has already been used. Ask your agency's administrator to invite you again.");
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
