// AI sandbox: an OpenAI-compatible chat-completions server (README). Checks the Bearer key,
// validates the request as OpenAI does, answers item-specifics prompts from the catalogue data in
// them (model.ts), and uses OpenAI's error envelope and status codes.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import express from 'express';
import type { StartSandbox } from '../types.ts';
import { sandboxFaults, withFaults } from '../faults/http.ts';
import { listenPersisted, sandboxSnapshot } from '../persist/listen.ts';
import { answerSpecifics, estimateTokens, parsePrompt } from './model.ts';

export const AI_SANDBOX = {
  apiKey: 'sk-lb-sandbox-3f9a1c7e5b2d4f60',
  model: 'listbridge-sandbox-1',
} as const;

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool']);

interface AiSandboxState {
  calls: number;
  refusals: Record<string, number>;
  /** Forced failures for the next completions: {status, left}. */
  failNext: { status: number; left: number } | null;
  /** The last requests (newest last), for tests to read the prompt sent. */
  requests: unknown[];
}

class OpenAiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

const send = (res: express.Response, e: OpenAiError) =>
  void res.status(e.status).json({ error: { message: e.message, type: e.type, param: e.param, code: e.code } });

function authenticate(header: string | undefined) {
  const key = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!key) {
    throw new OpenAiError(
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      'invalid_request_error',
    );
  }
  if (key !== AI_SANDBOX.apiKey) {
    const masked = key.length > 8 ? `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}` : key;
    throw new OpenAiError(401, `Incorrect API key provided: ${masked}.`, 'invalid_request_error', 'invalid_api_key');
  }
}

/** The text of a message's content: a string, or an array of {type:'text', text} parts. */
function contentText(content: unknown, i: number): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content) && content.every((p) => p && typeof p === 'object' && (p as { type?: unknown }).type === 'text')) {
    return content.map((p) => String((p as { text?: unknown }).text ?? '')).join('');
  }
  throw new OpenAiError(
    400,
    `Invalid type for 'messages[${i}].content': expected a string or an array of text parts.`,
    'invalid_request_error',
    'invalid_type',
    `messages[${i}].content`,
  );
}

interface Validated {
  model: string;
  messages: { role: string; text: string }[];
  maxTokens: number | null;
}

function validate(body: unknown): Validated {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new OpenAiError(400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
  }
  const b = body as Record<string, unknown>;
  if (b.model === undefined) throw new OpenAiError(400, 'you must provide a model parameter', 'invalid_request_error');
  if (typeof b.model !== 'string') throw new OpenAiError(400, "Invalid type for 'model': expected a string.", 'invalid_request_error', 'invalid_type', 'model');
  if (b.messages === undefined)
    throw new OpenAiError(400, "Missing required parameter: 'messages'.", 'invalid_request_error', 'missing_required_parameter', 'messages');
  if (!Array.isArray(b.messages))
    throw new OpenAiError(400, "Invalid type for 'messages': expected an array.", 'invalid_request_error', 'invalid_type', 'messages');
  if (b.messages.length === 0) {
    throw new OpenAiError(400, "Invalid 'messages': empty array. Expected an array with minimum length 1.", 'invalid_request_error', 'empty_array', 'messages');
  }
  const messages = b.messages.map((m: unknown, i) => {
    const role = (m as { role?: unknown } | null)?.role;
    if (typeof role !== 'string' || !ROLES.has(role)) {
      throw new OpenAiError(
        400,
        `Invalid value: '${String(role)}'. Supported values are: 'system', 'assistant', 'user', 'tool', 'developer'.`,
        'invalid_request_error',
        'invalid_value',
        `messages[${i}].role`,
      );
    }
    return { role, text: contentText((m as { content?: unknown }).content, i) };
  });
  if (b.temperature !== undefined && !(typeof b.temperature === 'number' && b.temperature >= 0 && b.temperature <= 2)) {
    throw new OpenAiError(
      400,
      `Invalid 'temperature': decimal above maximum value. Expected a value <= 2.`,
      'invalid_request_error',
      'decimal_above_max_value',
      'temperature',
    );
  }
  const maxRaw = b.max_completion_tokens ?? b.max_tokens;
  if (maxRaw !== undefined && !(Number.isInteger(maxRaw) && (maxRaw as number) >= 1)) {
    throw new OpenAiError(
      400,
      "Invalid 'max_tokens': integer below minimum value. Expected a value >= 1.",
      'invalid_request_error',
      'integer_below_min_value',
      'max_tokens',
    );
  }
  if (b.n !== undefined && b.n !== 1)
    throw new OpenAiError(400, 'The sandbox answers one choice per request (n must be 1).', 'invalid_request_error', 'unsupported_value', 'n');
  if (b.stream === true) throw new OpenAiError(400, 'The sandbox does not stream; send stream: false.', 'invalid_request_error', 'unsupported_value', 'stream');
  if (b.model !== AI_SANDBOX.model) {
    throw new OpenAiError(404, `The model \`${b.model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
  }
  return { model: b.model, messages, maxTokens: (maxRaw as number | undefined) ?? null };
}

function complete(req: Validated, raw: string) {
  const lastUser = [...req.messages].reverse().find((m) => m.role === 'user');
  const prompt = lastUser ? parsePrompt(lastUser.text) : null;
  let content = prompt ? answerSpecifics(prompt) : 'This sandbox answers item-specifics prompts in the format ListBridge sends (see sandbox/ai/README.md).';
  let finish = 'stop';
  if (req.maxTokens !== null && estimateTokens(content) > req.maxTokens) {
    content = content.slice(0, req.maxTokens * 4);
    finish = 'length';
  }
  // Each message costs its text plus a few tokens of framing, as chat models count them.
  const promptTokens = req.messages.reduce((n, m) => n + estimateTokens(m.text) + 4, 3);
  const completionTokens = estimateTokens(content);
  return {
    id: `chatcmpl-${createHash('sha256').update(raw).digest('hex').slice(0, 29)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: req.model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finish }],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    system_fingerprint: 'fp_listbridge_sandbox',
  };
}

const FORCED: Record<number, [string, string | null, string]> = {
  429: ['requests', 'rate_limit_exceeded', 'Rate limit reached for requests. Please try again in 1s.'],
  500: ['server_error', null, 'The server had an error while processing your request. Sorry about that!'],
  502: ['server_error', null, 'Bad gateway.'],
  503: ['server_error', null, 'The engine is currently overloaded, please try again later.'],
};

/** OpenAI-compatible chat completions at <base>/v1 (AI_API_URL=<base>/v1). */
export const startAiSandbox: StartSandbox = async (opts) => {
  const state: AiSandboxState = { calls: 0, refusals: {}, failNext: null, requests: [] };
  // Kept between runs (counts, forced failures, the last requests): the whole state is small.
  const snapshot = sandboxSnapshot(opts, 'ai', state);
  const app = express();
  app.disable('x-powered-by');

  // ---- controls (not OpenAI's API) ----
  app.use('/__sandbox', express.json());
  app.get(
    '/__sandbox/state',
    (_req, res) =>
      void res.json({ model: AI_SANDBOX.model, calls: state.calls, refusals: state.refusals, failNext: state.failNext, requests: state.requests.length }),
  );
  app.get('/__sandbox/requests', (_req, res) => void res.json({ requests: state.requests }));
  // {status: 429|500|502|503, times?: 1}: the next `times` completions answer that error.
  app.post('/__sandbox/fail', (req, res) => {
    const status = Number(req.body?.status);
    const times = req.body?.times === undefined ? 1 : Number(req.body.times);
    if (!FORCED[status] || !(Number.isInteger(times) && times >= 0))
      return void res.status(400).json({ error: 'status must be 429, 500, 502 or 503; times >= 0' });
    state.failNext = times > 0 ? { status, left: times } : null;
    res.json({ failNext: state.failNext });
  });
  app.post('/__sandbox/reset', (_req, res) => {
    Object.assign(state, { calls: 0, refusals: {}, failNext: null, requests: [] });
    res.json({ ok: true });
  });

  // ---- the API ----
  app.get('/v1/models', (req, res) => {
    try {
      authenticate(req.header('authorization'));
    } catch (e) {
      return send(res, e as OpenAiError);
    }
    res.json({ object: 'list', data: [{ id: AI_SANDBOX.model, object: 'model', created: 1_764_000_000, owned_by: 'listbridge-sandbox' }] });
  });
  app.post('/v1/chat/completions', express.text({ type: () => true, limit: '1mb' }), (req, res) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    try {
      authenticate(req.header('authorization'));
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new OpenAiError(400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
      }
      const valid = validate(body);
      state.requests.push(body);
      if (state.requests.length > 20) state.requests.shift();
      if (state.failNext) {
        const { status } = state.failNext;
        if (--state.failNext.left <= 0) state.failNext = null;
        const [type, code, message] = FORCED[status]!;
        if (status === 429) res.setHeader('retry-after', '1');
        throw new OpenAiError(status, message, type, code);
      }
      state.calls++;
      res.json(complete(valid, raw));
    } catch (e) {
      const err =
        e instanceof OpenAiError ? e : new OpenAiError(500, 'The server had an error while processing your request. Sorry about that!', 'server_error');
      state.refusals[err.status] = (state.refusals[err.status] ?? 0) + 1;
      send(res, err);
    }
  });
  app.use((req, res) => send(res, new OpenAiError(404, `Invalid URL (${req.method} ${req.path})`, 'invalid_request_error')));
  app.use((_err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
    send(res, new OpenAiError(500, 'The server had an error while processing your request. Sorry about that!', 'server_error')),
  );

  // Faults (sandbox/faults/README.md) touch the API only: `chatCompletion` and `listModels`.
  const faults = sandboxFaults(opts, 'ai', (status) => {
    const [type, code, message] = FORCED[status] ?? FORCED[500]!;
    return { body: { error: { message, type, param: null, code } } };
  });
  const aiOps: Record<string, string> = { '/v1/chat/completions': 'chatCompletion', '/v1/models': 'listModels' };
  const server = createServer(withFaults(faults, (_req, p) => (p.startsWith('/v1/') ? (aiOps[p] ? [aiOps[p]] : []) : null), app));
  const url = `http://${opts.host}:${await listenPersisted(server, opts, snapshot)}`;
  return {
    service: 'ai',
    url,
    env: { AI_API_URL: `${url}/v1`, AI_API_KEY: AI_SANDBOX.apiKey, AI_MODEL: AI_SANDBOX.model },
    close: () =>
      new Promise<void>((resolve, reject) => {
        faults.close();
        server.closeAllConnections();
        server.close((err) => (snapshot.close(), err ? reject(err) : resolve()));
      }),
  };
};
