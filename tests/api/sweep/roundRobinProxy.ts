import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A small HTTP proxy in front of several app instances, sending each request to the next in turn. */
/**
 * The headers a proxy passes on: not the hop-by-hop ones (RFC 9110 7.6.1). Passing on the instance's
 * `Keep-Alive: timeout=72` told the client this proxy keeps an idle connection 72 s, while it closes one
 * after Node's 5 s: a request sent on a connection as it closed failed with ECONNRESET.
 */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
const endToEnd = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

export async function roundRobinProxy(targets: string[]) {
  const served = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const turn = next;
    next = (next + 1) % targets.length;
    served[turn] += 1;
    const upstream = http.request(`${targets[turn]}${request.url}`, { method: request.method, headers: endToEnd(request.headers) }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** how many requests each instance was sent */
    served: () => [...served],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
