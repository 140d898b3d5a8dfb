/**
 * A stranger cannot hold sockets: a real listener with short time-outs closes idle connections,
 * requests whose headers or body never finish, and connections past the per-address cap, each
 * with the error envelope where an answer is still possible.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/storage.js';

interface Outcome {
  closedAfterMs: number;
  received: string;
}

describe.each(DIALECTS)('slow clients on %s', (dialect) => {
  let t: TestApp;
  let port = 0;

  /** Opens a raw connection, lets `talk` write to it, and resolves when the server closes it (or after 8 s). */
  const connect = (talk: (socket: net.Socket) => void) =>
    new Promise<Outcome>((resolve) => {
      const start = Date.now();
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => talk(socket));
      const giveUp = setTimeout(() => socket.destroy(), 8_000);
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve({ closedAfterMs: Date.now() - start, received });
      });
    });
  /** Writes one byte every 200 ms until the socket closes. */
  const trickle = (socket: net.Socket, byte: string) => {
    const timer = setInterval(() => (socket.destroyed ? clearInterval(timer) : socket.write(byte)), 200);
    socket.on('close', () => clearInterval(timer));
  };

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      {},
      {
        connections: { headersMs: 600, requestMs: 1_200, idleMs: 2_500, keepAliveMs: 600, perAddress: 4 },
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes idle connections, never-ending headers and bodies that never arrive, answering 408 in the envelope', async () => {
    const [idle, slowHeaders, missingBody, slowBody] = await Promise.all([
      connect(() => {}),
      connect((socket) => {
        socket.write('GET /healthz HTTP/1.1\r\nHost: a\r\n');
        trickle(socket, 'X');
      }),
      connect((socket) =>
        socket.write(
          'POST /api/listings/submit HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
        ),
      ),
      connect((socket) => {
        socket.write(
          'POST /api/listings/submit HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n',
        );
        trickle(socket, ' ');
      }),
    ]);
    for (const outcome of [idle, slowHeaders, missingBody, slowBody]) {
      expect(outcome.closedAfterMs).toBeLessThan(4_000);
      expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(outcome.received).toContain('"code":"request_timeout"');
    }
  });

  it('closes an idle keep-alive connection after its request was answered', async () => {
    const outcome = await connect((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n'));
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.closedAfterMs).toBeLessThan(3_000);
  });

  it('refuses connections past the per-address cap and takes new ones once they close', async () => {
    const held: net.Socket[] = [];
    const opened = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<void>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve());
            socket.on('error', () => {});
            held.push(socket);
          }),
      ),
    );
    expect(opened).toHaveLength(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fifth = await connect((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n'));
    expect(fifth.received).toBe('');
    expect(fifth.closedAfterMs).toBeLessThan(1_000);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const later = await connect((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'));
    expect(later.received).toMatch(/^HTTP\/1\.1 200 /);
  });
});
