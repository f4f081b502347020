import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of the server, standing where a phone's mobile network stands: it counts
 * every byte the browser sends (so a journey can tell a resumed upload from one that started over)
 * and can cut the line, as a train entering a tunnel does: every open connection is dropped and
 * new ones are refused until it is restored.
 */
export interface CountingProxy {
  baseURL: string;
  /** Bytes the browser sent through the relay so far (requests, headers included). */
  sent: () => number;
  cut: () => void;
  restore: () => void;
  stop: () => Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port } = new URL(target);
  let sent = 0;
  let down = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: hostname, port: Number(port) });
    open.add(client);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const own = typeof address === 'object' && address ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${own}`,
    sent: () => sent,
    cut: () => {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore: () => {
      down = false;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
