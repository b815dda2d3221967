/** Loopback ports for failure tests: one nobody listens on, one whose server never says a word. */
import { type AddressInfo, createServer, type Server } from 'node:net';

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function closedPort(): Promise<number> {
  const server = await listen(createServer());
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface SilentServer {
  port: number;
  /** Connections accepted so far. */
  connections(): number;
  close(): void;
}

/** Accepts connections and never answers: a server that hangs. */
export async function startSilentServer(): Promise<SilentServer> {
  let accepted = 0;
  const sockets = new Set<import('node:net').Socket>();
  const server = await listen(
    createServer((socket) => {
      accepted++;
      sockets.add(socket);
    }),
  );
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => accepted,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
