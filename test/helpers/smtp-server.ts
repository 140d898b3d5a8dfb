/** A real SMTP server on loopback (smtp-server) that keeps every message it accepts. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
}

export interface TestSmtpServer {
  port: number;
  /** `smtp://user:pass@127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  inbox: ReceivedMail[];
  /** While set, the server answers DATA with this temporary failure instead of accepting. */
  failWith: string | null;
  /** Milliseconds to wait before answering DATA. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    port: 0,
    url: '',
    inbox: [],
    failWith: null,
    delayMs: 0,
    close: async () => {},
  };
  // A message counts as accepted only if the client is still there to hear the 250.
  const closed = new Set<string>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onAuth(auth, _session, callback) {
      if (auth.username === 'signboard' && auth.password === 'secret') callback(null, { user: 'signboard' });
      else callback(new Error('bad credentials'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          if (closed.has(session.id)) return;
          if (state.failWith) {
            callback(Object.assign(new Error(state.failWith), { responseCode: 451 }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
          state.inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: header('Subject'),
            messageId: header('Message-ID'),
          });
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://signboard:secret@127.0.0.1:${state.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
