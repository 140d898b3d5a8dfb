// The baseline for bench:http: Fastify's smallest JSON route, in its own process like the server,
// and a route sending `size` bytes of plain text, the baseline for routes with large bodies; as a POST, it
// parses a JSON request body first, the baseline for routes (MCP, live asks) that are posted.
import Fastify from 'fastify';

const MAX_SIZE = 10 * 1024 * 1024;
const bodies = new Map();

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
const sendBytes = async (request, reply) => {
  const size = Math.min(MAX_SIZE, Math.max(0, Number(request.params.size) || 0));
  if (!bodies.has(size)) bodies.set(size, Buffer.alloc(size, 'x'));
  return reply.type('text/plain').send(bodies.get(size));
};
app.get('/bytes/:size', sendBytes);
app.post('/bytes/:size', sendBytes);
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
