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

/** Joins a browser's connection to the server's, both kept in `open` until either ends; `count` is told what the browser sends. */
function relay(client: Socket, target: URL, open: Set<Socket>, count: (bytes: number) => void): void {
  const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
  open.add(client);
  open.add(upstream);
  const close = () => {
    client.destroy();
    upstream.destroy();
    open.delete(client);
    open.delete(upstream);
  };
  client.on('data', (chunk: Buffer) => count(chunk.length));
  client.pipe(upstream);
  upstream.pipe(client);
  for (const socket of [client, upstream]) {
    socket.on('error', close);
    socket.on('close', close);
  }
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  let sent = 0;
  let down = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (down) client.destroy();
    else relay(client, new URL(target), open, (bytes) => (sent += bytes));
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
