/**
 * A real DNS server on loopback (dns2 over UDP) for tests: answers A, AAAA and TXT from a zone
 * the test can change, NXDOMAIN for unknown names, and never answers names listed as silent.
 */
import dns2 from 'dns2';

const { Packet } = dns2;

export interface Zone {
  A?: Record<string, string[]>;
  AAAA?: Record<string, string[]>;
  /** Each record is its list of character strings (split records have several). */
  TXT?: Record<string, string[][]>;
  /** Names the server receives but never answers (time-outs). */
  silent?: string[];
}

export interface TestDnsServer {
  zone: Zone;
  port: number;
  /** `127.0.0.1:<port>`, ready for DNS_SERVERS. */
  address: string;
  /** Names asked, in order. */
  queries: string[];
  close(): Promise<void>;
}

export async function startDnsServer(zone: Zone = {}): Promise<TestDnsServer> {
  const state = { zone, queries: [] as string[] };
  const server = dns2.createServer({
    udp: true,
    handle(request: any, send: (response: any) => void) {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const name = String(question?.name ?? '')
        .toLowerCase()
        .replace(/\.$/, '');
      state.queries.push(name);
      if (state.zone.silent?.includes(name)) return;
      const z = state.zone;
      const known = [z.A, z.AAAA, z.TXT].some((table) => table && name in table);
      if (!known) {
        response.header.rcode = 3; // NXDOMAIN
        send(response);
        return;
      }
      const answer = (type: number, extra: Record<string, unknown>) =>
        response.answers.push({ name: question.name, type, class: Packet.CLASS.IN, ttl: 1, ...extra } as never);
      if (question.type === Packet.TYPE.A) for (const address of z.A?.[name] ?? []) answer(Packet.TYPE.A, { address });
      if (question.type === Packet.TYPE.AAAA) for (const address of z.AAAA?.[name] ?? []) answer(Packet.TYPE.AAAA, { address });
      if (question.type === Packet.TYPE.TXT) for (const data of z.TXT?.[name] ?? []) answer(Packet.TYPE.TXT, { data });
      send(response);
    },
  });
  server.on('requestError', () => {});
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = (server.addresses() as { udp: { port: number } }).udp.port;
  return {
    get zone() {
      return state.zone;
    },
    set zone(value: Zone) {
      state.zone = value;
    },
    port,
    address: `127.0.0.1:${port}`,
    queries: state.queries,
    close: () => server.close(),
  };
}
