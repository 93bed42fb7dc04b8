import http from 'node:http';
import type { Socket } from 'node:net';

export interface Answer {
  status: number;
  body: string;
  /** the server asked to close the connection after this answer */
  closes: boolean;
}

/**
 * An HTTP client on one kept-alive connection to `base` (http://host:port): every request rides the
 * same socket, so a server that drops a connection (a crash in a handler, a parser that gives up)
 * shows as a failed request or a second socket.
 */
export function keepAliveClient(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<Socket>();
  const request = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const sent = http.request(`${base}${path}`, { method, agent, headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), closes: response.headers.connection === 'close' }));
        response.on('error', reject);
      });
      sent.on('socket', (socket) => sockets.add(socket));
      sent.on('error', reject);
      sent.end(body);
    });
  return {
    request,
    /** how many connections were opened (1 while none was dropped) */
    connections: () => sockets.size,
    close: () => agent.destroy(),
  };
}
