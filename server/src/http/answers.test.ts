import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { AnswerCheck, plainJson } from './answers';
import { envelopeSchema, failure, ok } from './envelope';

const schema = { response: { 200: envelopeSchema(Type.Object({ price: Type.Number() })) } };

describe('answers and their declared schemas', () => {
  it('sends the bytes JSON.stringify writes, whatever the schema leaves out', async () => {
    const app = Fastify();
    app.setSerializerCompiler(plainJson);
    // fast-json-stringify would drop `extra` and turn the string price into a number.
    app.get('/a', { schema }, async () => ok({ price: '12.5', extra: 'kept' }));
    const res = await app.inject({ url: '/a' });
    expect(res.json().data).toEqual({ price: '12.5', extra: 'kept' });
    await app.close();
  });

  it('records a successful answer outside its schema, and not a failure', async () => {
    const check = new AnswerCheck();
    const app = Fastify();
    app.setSerializerCompiler(check.compiler);
    app.get('/good', { schema }, async () => ok({ price: 12.5 }));
    app.get('/bad', { schema }, async () => ok({ price: '12.5' }));
    app.get('/failed', { schema }, async () => failure(1, '失败'));
    await app.inject({ url: '/good' });
    await app.inject({ url: '/failed' });
    expect(() => check.assertNone()).not.toThrow();
    const res = await app.inject({ url: '/bad' });
    // The client still gets the answer as sent; the test file fails at close.
    expect(res.json().data).toEqual({ price: '12.5' });
    expect(() => check.assertNone()).toThrow(/GET \/bad answered outside its schema: \/price/);
    await app.close();
  });

  it('records properties an answer has and its schema does not name', async () => {
    const check = new AnswerCheck();
    const app = Fastify();
    app.setSerializerCompiler(check.compiler);
    const list = envelopeSchema(Type.Array(Type.Object({ price: Type.Number() })));
    app.get('/rows', { schema: { response: { 200: list } } }, async () =>
      ok([{ price: 1 }, { price: 2, sources: ['x'] }]),
    );
    await app.inject({ url: '/rows' });
    expect(() => check.assertNone()).toThrow(
      /GET \/rows answered properties its schema lacks: \/\*\/sources/,
    );
    await app.close();
  });
});
