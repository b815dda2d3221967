/**
 * A TCP proxy on loopback that resets its first connections and forwards the others to a port,
 * standing for a network that drops a connection now and then; it may also cut each forwarded
 * connection once a number of bytes came back from the server.
 */
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

export interface FlakyProxy {
  port: number;
  /** Connections accepted so far, reset ones included. */
  connections(): number;
  /** Connections from the client still open: what the client has not closed. */
  openConnections(): number;
  close(): Promise<void>;
}

/**
 * `resets`: the first connections reset at once. `after`: once that many bytes came back from the
 * server, or the first chunk it accepts, each connection is cut (`cut`) or goes silent both ways,
 * left open (`stall`; an accepted chunk still goes through).
 */
export async function startFlakyProxy(
  targetPort: number,
  resets: number,
  after: number | ((chunk: string) => boolean) = Number.POSITIVE_INFINITY,
  then: 'cut' | 'stall' = 'cut',
): Promise<FlakyProxy> {
  let accepted = 0;
  const open = new Set<Socket>();
  const fromClient = new Set<Socket>();
  const server = createServer((socket) => {
    accepted++;
    open.add(socket);
    fromClient.add(socket);
    socket.on('close', () => {
      open.delete(socket);
      fromClient.delete(socket);
    });
    if (accepted <= resets) {
      socket.resetAndDestroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    let returned = 0;
    let stalled = false;
    upstream.on('data', (chunk: Buffer) => {
      returned += chunk.length;
      if (stalled) return;
      const matched = typeof after === 'number' ? returned > after : after(chunk.toString('latin1'));
      if (!matched) return;
      if (then === 'cut') {
        socket.resetAndDestroy();
        upstream.destroy();
        return;
      }
      // This listener runs before the pipe's own: the chunk is sent here, then nothing more.
      stalled = true;
      socket.unpipe(upstream);
      upstream.unpipe(socket);
      if (typeof after !== 'number') socket.write(chunk);
    });
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => accepted,
    openConnections: () => fromClient.size,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
