import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

/** One GET on a real socket through the agent given: status, headers and body. */
function get(agent: Agent, port: number, path: string, token: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    request({ agent, host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    }).on('error', reject).end();
  });
}

/** Issue 17, item 8: a request line past Node's 16 KB header limit answers 431 and closes its connection, so the next request on a kept-alive agent gets through. */
for (const backend of backends) describe(`a 431 over a kept-alive connection (${backend})`, () => {
  let t: TestApp;
  let viewer: Session;
  let port: number;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    t = await startApp(backend);
    viewer = await t.login('viewer@harbor.test');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  it('answers 431 with Connection: close and the API envelope, and the next request on the agent succeeds', async () => {
    expect((await get(agent, port, '/v1/humans/search?search=ann', viewer.token)).status).toBe(200);
    for (let round = 0; round < 5; round++) {
      const refused = await get(agent, port, `/v1/humans/search?search=${'a'.repeat(17_000)}`, viewer.token);
      expect(refused.status).toBe(431);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body)).toEqual({ responseCode: 431, responseMessage: "The request's address or headers are too long.", resolved: null, errors: [] });
      const next = await get(agent, port, '/v1/humans/search?search=ann', viewer.token);
      expect(next.status).toBe(200);
    }
  });
});
