import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A small HTTP proxy in front of several app instances, sending each request to the next in turn. */
export async function roundRobinProxy(targets: string[]) {
  const served = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const turn = next;
    next = (next + 1) % targets.length;
    served[turn] += 1;
    const upstream = http.request(`${targets[turn]}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
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
