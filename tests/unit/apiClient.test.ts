import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/app/api/client';

const envelope = (resolved: unknown) => ({ responseCode: 200, responseMessage: 'OK', resolved });

/** A fetch whose answers the test releases one at a time. */
function stubFetch() {
  const answers: ((response: Response) => void)[] = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
  vi.stubGlobal('fetch', fetch);
  const answer = (status: number, body: unknown) => answers.shift()!(new Response(JSON.stringify(body), { status }));
  return { fetch, answer };
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('sends identical GETs in flight once and gives each caller the answer', async () => {
    const { fetch, answer } = stubFetch();
    const first = api('/v1/relationship?category=ENTITY_TO_HUMAN');
    const second = api('/v1/relationship?category=ENTITY_TO_HUMAN');
    const other = api('/v1/relationship?category=OTHER');
    expect(fetch).toHaveBeenCalledTimes(2);
    answer(200, envelope({ relationship_Type: [{ id: 'csr' }] }));
    answer(200, envelope({ relationship_Type: [] }));
    expect((await first).resolved).toEqual({ relationship_Type: [{ id: 'csr' }] });
    expect((await second).resolved).toEqual({ relationship_Type: [{ id: 'csr' }] });
    expect((await other).resolved).toEqual({ relationship_Type: [] });
  });

  it('asks again once the answer has come, and after a failure', async () => {
    const { fetch, answer } = stubFetch();
    const failed = api('/v1/relationship?category=ENTITY_TO_HUMAN');
    const sharing = api('/v1/relationship?category=ENTITY_TO_HUMAN');
    answer(500, { responseCode: 500, responseMessage: 'Something went wrong.' });
    await expect(failed).rejects.toEqual(new ApiError(500, 'Something went wrong.'));
    await expect(sharing).rejects.toBeInstanceOf(ApiError);
    const again = api('/v1/relationship?category=ENTITY_TO_HUMAN');
    expect(fetch).toHaveBeenCalledTimes(2);
    answer(200, envelope({ relationship_Type: [] }));
    expect((await again).resolved).toEqual({ relationship_Type: [] });
  });

  it('never shares writes', () => {
    const { fetch } = stubFetch();
    vi.stubGlobal('document', { cookie: 'ad_csrf=token' });
    void api('/v1/human/contact', { method: 'POST', body: { id: 'h1' } });
    void api('/v1/human/contact', { method: 'POST', body: { id: 'h1' } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
