/**
 * A bare SMTP client over a socket, for what a mail library does not let a test do: read the EHLO
 * answer, announce a SIZE, send a malformed message, or hang up in the middle of DATA.
 */
import { connect, type Socket } from 'node:net';

export interface RawSmtp {
  /** Sends one command line and resolves with the whole reply (every line of a multi-line one). */
  command(line: string): Promise<string>;
  /** Sends bytes as they are, without waiting for a reply. */
  write(data: string | Buffer): void;
  /** The next reply, for the one that follows the end of DATA. */
  reply(): Promise<string>;
  close(): void;
}

export async function rawSmtp(port: number): Promise<RawSmtp> {
  const socket: Socket = connect(port, '127.0.0.1');
  let pending = '';
  const replies: string[] = [];
  const waiting: ((reply: string) => void)[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    pending += chunk;
    // A reply ends with a line whose code is followed by a space (`250 OK`), not a dash (`250-SIZE`).
    for (let end = /^\d{3} .*\r\n/m.exec(pending); end; end = /^\d{3} .*\r\n/m.exec(pending)) {
      const length = end.index + end[0].length;
      const reply = pending.slice(0, length);
      pending = pending.slice(length);
      const next = waiting.shift();
      if (next) next(reply);
      else replies.push(reply);
    }
  });
  const reply = () =>
    new Promise<string>((resolve) => {
      const ready = replies.shift();
      if (ready !== undefined) resolve(ready);
      else waiting.push(resolve);
    });
  await reply(); // the greeting
  return {
    command: (line) => {
      socket.write(`${line}\r\n`);
      return reply();
    },
    write: (data) => socket.write(data),
    reply,
    close: () => socket.destroy(),
  };
}
