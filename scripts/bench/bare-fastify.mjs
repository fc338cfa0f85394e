// The bare Fastify route the benches print their figures beside (references.mjs): a trivial GET
// answering a small JSON, in a process of its own on this Node, listening on 127.0.0.1:$PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
