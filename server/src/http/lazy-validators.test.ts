import Fastify from 'fastify';
import { lazyValidatorCompilers } from './lazy-validators';

function server() {
  const app = Fastify({ schemaController: { compilersFactory: lazyValidatorCompilers() } });
  app.post(
    '/ok',
    {
      schema: {
        body: {
          type: 'object',
          required: ['n'],
          properties: { n: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (req) => req.body,
  );
  // A schema Ajv refuses to compile (an unknown type).
  app.post('/broken', { schema: { body: { type: 'nonsense' } } }, async () => 'never');
  return app;
}

describe('validators compiled on first use', () => {
  it('validates as Fastify does: coerces, refuses with the failing path', async () => {
    const app = server();
    await app.ready();
    const good = await app.inject({ method: 'POST', url: '/ok', payload: { n: '3' } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ n: 3 });
    const bad = await app.inject({ method: 'POST', url: '/ok', payload: { n: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body/n must be >= 1');
    const missing = await app.inject({ method: 'POST', url: '/ok', payload: {} });
    expect(missing.json().message).toContain("must have required property 'n'");
    await app.close();
  });

  it('compiles nothing at start-up: a schema Ajv refuses fails its first request, not the start', async () => {
    const app = server();
    await expect(app.ready()).resolves.toBeDefined();
    const res = await app.inject({ method: 'POST', url: '/broken', payload: {} });
    expect(res.statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: '/ok', payload: { n: 1 } })).statusCode).toBe(
      200,
    );
    await app.close();
  });
});
