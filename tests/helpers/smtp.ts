// A tiny SMTP server for tests: enough of RFC 5321 for nodemailer (no TLS, no auth). While
// `hold` is on, a message's data is read but not answered (until `release()`), as a mail server
// that hangs mid-delivery; `accepted` lists the messages answered 250 (delivered).
import { once } from 'node:events';
import net from 'node:net';

export interface TestSmtpServer {
  url: string;
  hold: boolean;
  /** Raw messages (headers and body) answered 250. */
  accepted: string[];
  /** Messages whose data arrived, answered or not. */
  received: number;
  /** Ends the hold: held messages are answered 250 now. */
  release(): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const sockets = new Set<net.Socket>();
  const held: { sock: net.Socket; message: string }[] = [];
  const state: TestSmtpServer = {
    url: '',
    hold: false,
    accepted: [],
    received: 0,
    release() {
      state.hold = false;
      for (const h of held.splice(0)) {
        state.accepted.push(h.message);
        h.sock.write('250 2.0.0 OK queued\r\n');
      }
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
  const server = net.createServer((sock) => {
    sockets.add(sock);
    sock.on('close', () => sockets.delete(sock));
    sock.on('error', () => {});
    sock.write('220 test-smtp ESMTP\r\n');
    let buf = '';
    let inData = false;
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buf.slice(0, end);
          buf = buf.slice(end + 5);
          inData = false;
          state.received++;
          if (state.hold) {
            held.push({ sock, message }); // not answered until release(): the client waits
            continue;
          }
          state.accepted.push(message);
          sock.write('250 2.0.0 OK queued\r\n');
          continue;
        }
        const eol = buf.indexOf('\r\n');
        if (eol < 0) return;
        const line = buf.slice(0, eol);
        buf = buf.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') sock.write('250 test-smtp\r\n');
        else if (verb === 'DATA') {
          inData = true;
          sock.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') sock.end('221 Bye\r\n');
        else sock.write('250 OK\r\n'); // MAIL FROM, RCPT TO, RSET, NOOP
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.url = `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return state;
}
