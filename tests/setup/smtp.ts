import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in process: what it receives, parsed; while `refusing` holds a reason it refuses every mail with it. */
export async function startSmtp() {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const state = { refusing: '' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      if (state.refusing) {
        stream.resume();
        stream.on('end', () => done(Object.assign(new Error(state.refusing), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then((mail) => {
        received.push(mail);
        envelopes.push(session.envelope.rcptTo.map((r) => r.address));
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, envelopes, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
