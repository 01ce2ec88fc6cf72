// The AI sandbox speaks OpenAI's chat-completions protocol: the response shape, the error
// envelope and status codes, and the controls; and the product's client handles each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_SANDBOX, startAiSandbox } from '../../../sandbox/ai/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { AiApiError, createAiClient } from '../../../server/integrations/ai/index.ts';

describe('AI sandbox (OpenAI-compatible chat completions)', () => {
  let sandbox: RunningSandbox;
  let api: string;
  beforeAll(async () => {
    sandbox = await startAiSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:1' });
    api = sandbox.env.AI_API_URL!;
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  const post = async (body: unknown, key: string | null = AI_SANDBOX.apiKey) => {
    const res = await fetch(`${api}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };
  const control = (path: string, body: unknown = {}) =>
    fetch(`${sandbox.url}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const ask = { model: AI_SANDBOX.model, messages: [{ role: 'user', content: 'Hello' }] };
  const envelope = {
    error: {
      message: expect.any(String),
      type: expect.any(String),
      param: expect.toSatisfy((v) => v === null || typeof v === 'string'),
      code: expect.toSatisfy((v) => v === null || typeof v === 'string'),
    },
  };

  it('hands the product a versioned base URL, its key and its model', () => {
    expect(sandbox.env).toEqual({ AI_API_URL: `${sandbox.url}/v1`, AI_API_KEY: AI_SANDBOX.apiKey, AI_MODEL: AI_SANDBOX.model });
  });

  it('answers a chat.completion with choices and usage', async () => {
    const res = await post({ ...ask, temperature: 0, max_tokens: 200 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^chatcmpl-\w+$/),
      object: 'chat.completion',
      created: expect.any(Number),
      model: AI_SANDBOX.model,
      choices: [{ index: 0, message: { role: 'assistant', content: expect.any(String), refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number), total_tokens: expect.any(Number) },
      system_fingerprint: expect.any(String),
    });
    expect(res.body.usage.total_tokens).toBe(res.body.usage.prompt_tokens + res.body.usage.completion_tokens);
    expect(Math.abs(res.body.created - Date.now() / 1000)).toBeLessThan(60);
    // Deterministic: the same request, the same answer.
    expect((await post({ ...ask, temperature: 0, max_tokens: 200 })).body.choices).toEqual(res.body.choices);
  });

  it('stops at max_tokens with finish_reason length', async () => {
    const res = await post({ ...ask, max_tokens: 2 });
    expect(res.body.choices[0].finish_reason).toBe('length');
    expect(res.body.usage.completion_tokens).toBeLessThanOrEqual(2);
  });

  it('refuses a missing or wrong key with 401 and the OpenAI envelope', async () => {
    const none = await post(ask, null);
    expect(none).toMatchObject({ status: 401, body: envelope });
    const wrong = await post(ask, 'sk-wrong-key-123456');
    expect(wrong).toMatchObject({ status: 401, body: { error: { type: 'invalid_request_error', code: 'invalid_api_key' } } });
    expect(wrong.body.error.message).toMatch(/^Incorrect API key provided: sk-\*+3456\.$/);
  });

  it('validates the request: model, messages, roles, JSON; an unknown model is 404 model_not_found', async () => {
    expect(await post({ messages: ask.messages })).toMatchObject({ status: 400, body: { error: { message: 'you must provide a model parameter' } } });
    expect(await post({ model: AI_SANDBOX.model })).toMatchObject({ status: 400, body: { error: { param: 'messages', code: 'missing_required_parameter' } } });
    expect(await post({ model: AI_SANDBOX.model, messages: [] })).toMatchObject({ status: 400, body: { error: { param: 'messages', code: 'empty_array' } } });
    expect(await post({ model: AI_SANDBOX.model, messages: [{ role: 'robot', content: 'x' }] })).toMatchObject({
      status: 400,
      body: { error: { param: 'messages[0].role', code: 'invalid_value' } },
    });
    expect(await post('{not json')).toMatchObject({ status: 400, body: envelope });
    expect(await post({ ...ask, model: 'gpt-nope' })).toMatchObject({ status: 404, body: { error: { code: 'model_not_found' } } });
  });

  it('forces 429 (with Retry-After) and 500 on request, for the next n completions', async () => {
    await control('fail', { status: 429, times: 1 });
    const throttled = await post(ask);
    expect(throttled).toMatchObject({ status: 429, body: { error: { type: 'requests', code: 'rate_limit_exceeded' } } });
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect((await post(ask)).status).toBe(200);
    await control('fail', { status: 500, times: 2 });
    expect(await post(ask)).toMatchObject({ status: 500, body: { error: { type: 'server_error', code: null } } });
    expect((await post(ask)).status).toBe(500);
    expect((await post(ask)).status).toBe(200);
  });

  describe('the product client', () => {
    const client = (over: Partial<Parameters<typeof createAiClient>[0]> = {}) =>
      createAiClient({ apiUrl: api, apiKey: AI_SANDBOX.apiKey, model: AI_SANDBOX.model, ...over }, { baseDelayMs: 10 });

    it('posts to {AI_API_URL}/chat/completions and reads the content and the usage', async () => {
      const c = await client().chat({ messages: [{ role: 'user', content: 'Hello' }], temperature: 0 });
      expect(c).toMatchObject({ id: expect.stringMatching(/^chatcmpl-/), model: AI_SANDBOX.model, finishReason: 'stop' });
      expect(c.content.length).toBeGreaterThan(0);
      expect(c.usage.promptTokens).toBeGreaterThan(0);
      expect(c.usage.completionTokens).toBe(Math.ceil(c.content.length / 4));
    });

    it('retries a 500 and gives up with the provider error after its retries', async () => {
      await control('fail', { status: 500, times: 1 });
      await expect(client().chat({ messages: [{ role: 'user', content: 'x' }] })).resolves.toMatchObject({ finishReason: 'stop' });
      await control('fail', { status: 503, times: 3 });
      const err = await client()
        .chat({ messages: [{ role: 'user', content: 'x' }] })
        .catch((e) => e);
      expect(err).toBeInstanceOf(AiApiError);
      expect(err).toMatchObject({ status: 503, type: 'server_error', message: 'The engine is currently overloaded, please try again later.' });
    });

    it('does not retry a 401 or a 404, and keeps the envelope’s type and code', async () => {
      await expect(client({ apiKey: 'sk-bad' }).chat({ messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({
        status: 401,
        code: 'invalid_api_key',
        retryable: false,
      });
      await expect(client({ model: 'nope' }).chat({ messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({
        status: 404,
        code: 'model_not_found',
      });
    });

    it('times out a provider that does not answer', async () => {
      const { createServer } = await import('node:http');
      const silent = createServer(() => {});
      await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
      const port = (silent.address() as { port: number }).port;
      const c = createAiClient({ apiUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'm' }, { timeoutMs: 200, maxRetries: 0 });
      await expect(c.chat({ messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({ status: 0, type: 'timeout' });
      silent.closeAllConnections();
      await new Promise((r) => silent.close(r));
    });
  });
});
