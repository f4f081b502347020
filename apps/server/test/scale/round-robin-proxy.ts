import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  base: string;
  /** The upstream that served each request, in order. */
  served: string[];
  close: () => Promise<void>;
}

/**
 * A reverse proxy on loopback that hands each request to the next upstream in turn (nginx's
 * default for an upstream block), streaming method, path, headers and body both ways. Like nginx's
 * `$proxy_add_x_forwarded_for`, it appends the address its client connected from.
 */
export async function roundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true });
  const served: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const target = new URL(upstreams[served.length % upstreams.length] as string);
    served.push(target.origin);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
