import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../src/server/mail/transport';

describe('the SMTP transport (DECISIONS 352)', () => {
  let server: SMTPServer;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'],
      onConnect(_session, done) { connections += 1; done(); },
      onData(stream, _session, done) { stream.resume(); stream.on('end', () => done()); },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sendThree = async (query: string) => {
    connections = 0;
    const transport = createMailTransport(`smtp://127.0.0.1:${port}?${query}`, '/nonexistent');
    for (let i = 0; i < 3; i++) await transport.send({ from: 'admin@harbor.test', to: `client${i}@example.com`, subject: `Renewal ${i}`, text: 'Attached.' });
    transport.close();
    return connections;
  };

  it("sends the queue's mails over one kept connection, unless SMTP_URL says pool=false", async () => {
    expect(await sendThree('ignoreTLS=true')).toBe(1);
    expect(await sendThree('ignoreTLS=true&pool=false')).toBe(3);
  });
});
