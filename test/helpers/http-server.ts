/** Real HTTP servers on loopback for outbound-fetch tests. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestHttpServer {
  server: Server;
  port: number;
  /** `http://<host>:<port>` */
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startHttpServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  host = '127.0.0.1',
): Promise<TestHttpServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '/');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Streams `megabytes` MiB of HTML filler, respecting back-pressure (for body-size limits). */
export function sendMegabytes(res: ServerResponse, megabytes: number): void {
  res.writeHead(200, { 'content-type': 'text/html' });
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  let sent = 0;
  const write = () => {
    while (sent < megabytes && res.write(chunk)) sent++;
    if (sent < megabytes) res.once('drain', write);
    else res.end();
  };
  write();
}

/** A port free on loopback now (for a server whose URL must be configured before it starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
