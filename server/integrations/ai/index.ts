// OpenAI-compatible chat completions (POST {AI_API_URL}/chat/completions): OpenAI, a hosted
// provider speaking the same protocol, a local model server (Ollama, llama.cpp, vLLM), or the
// sandbox (sandbox/ai/). AI_API_URL is the API's base *including* its version segment, as the
// OpenAI SDKs take base URLs: https://api.openai.com/v1, http://localhost:11434/v1.
// Knows nothing but the base URL, the key and the model; no database here.
import { createTransport, jsonOrNull, retryAfterMs, ThrottledError, TransportError, type TransportOptions, type TransportResponse } from '../transport.ts';

export interface AiConfig {
  /** Base URL including the version segment, without the trailing slash: https://api.openai.com/v1. */
  apiUrl: string;
  /** Sent as `Authorization: Bearer …`; a local model server may need none. */
  apiKey: string | null;
  model: string;
}

/**
 * Timeouts and retries (server/integrations/transport.ts). A chat completion changes nothing, so it
 * is retried after a 429, a 5xx or a network failure: default 2 retries, first back-off 500 ms, and
 * a Retry-After of at most 5 s is waited for (a longer one fails at once with ThrottledError).
 */
export type AiTransportOptions = TransportOptions;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionRequest {
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
}

export interface ChatCompletion {
  id: string;
  model: string;
  content: string;
  finishReason: string | null;
  usage: { promptTokens: number; completionTokens: number };
}

/** A refused or failed call, with the provider's error envelope `{ error: { message, type, code } }` when it sent one. */
export class AiApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 for a network failure or a timeout. */
    readonly status: number,
    readonly type: string | null = null,
    readonly code: string | null = null,
    /** The provider's Retry-After, when it sent one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'AiApiError';
  }

  /** Worth another attempt: throttled, the provider's fault, or no answer at all. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

function errorFrom(status: number, body: unknown, retryAfterMs: number | null): AiApiError {
  const e = (body as { error?: { message?: unknown; type?: unknown; code?: unknown } } | null)?.error;
  if (e && typeof e === 'object') {
    return new AiApiError(
      typeof e.message === 'string' && e.message ? e.message : `AI API answered ${status}`,
      status,
      typeof e.type === 'string' ? e.type : null,
      typeof e.code === 'string' ? e.code : null,
      retryAfterMs,
    );
  }
  return new AiApiError(`AI API answered ${status}`, status, null, null, retryAfterMs);
}

function completionFrom(body: unknown): ChatCompletion {
  const b = body as {
    id?: unknown;
    model?: unknown;
    choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
    usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
  } | null;
  const choice = Array.isArray(b?.choices) ? b.choices[0] : undefined;
  if (!b || !choice || typeof choice.message !== 'object') throw new AiApiError('AI API answered without a choice', 502, 'invalid_response');
  const content = choice.message?.content;
  const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : 0);
  return {
    id: typeof b.id === 'string' ? b.id : '',
    model: typeof b.model === 'string' ? b.model : '',
    content: typeof content === 'string' ? content : '',
    finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
    usage: { promptTokens: int(b.usage?.prompt_tokens), completionTokens: int(b.usage?.completion_tokens) },
  };
}

export function createAiClient(cfg: AiConfig, opts: AiTransportOptions = {}) {
  const transport = createTransport('ai', { maxRetries: 2, baseDelayMs: 500, maxRetryAfterMs: 5000, timeoutMs: 30_000, ...opts });
  const url = `${cfg.apiUrl.replace(/\/+$/, '')}/chat/completions`;

  return {
    config: { apiUrl: cfg.apiUrl, model: cfg.model },
    /** One chat completion; retries 429, 5xx and network failures briefly, then throws AiApiError. */
    async chat(req: ChatCompletionRequest): Promise<ChatCompletion> {
      const body = JSON.stringify({
        model: cfg.model,
        messages: req.messages,
        ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
        ...(req.maxTokens !== undefined ? { max_tokens: req.maxTokens } : {}),
      });
      let res: TransportResponse;
      try {
        res = await transport.send({
          operation: 'chat/completions',
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}) },
          body,
          idempotent: true, // a completion changes nothing on the provider's side
        });
      } catch (err) {
        if (err instanceof ThrottledError) throw errorFrom(429, jsonOrNull(err.response.text), err.retryAfterMs);
        const timedOut = err instanceof TransportError && err.kind === 'timeout';
        const cause = ((err as Error).cause as Error | undefined)?.message ?? (err as Error).message;
        throw new AiApiError(timedOut ? 'AI API did not answer in time' : `AI API unreachable: ${cause}`, 0, timedOut ? 'timeout' : 'network');
      }
      const parsed = jsonOrNull(res.text);
      if (!res.ok) throw errorFrom(res.status, parsed, retryAfterMs(res.headers.get('retry-after')));
      return completionFrom(parsed);
    },
  };
}

export type AiClient = ReturnType<typeof createAiClient>;

/** The AI settings of the configuration; null when none is set (the sandbox then provides them). */
export function aiConfigFrom(c: { AI_API_URL?: string | undefined; AI_API_KEY?: string | undefined; AI_MODEL: string }): AiConfig | null {
  if (!c.AI_API_URL && !c.AI_API_KEY) return null;
  return { apiUrl: (c.AI_API_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''), apiKey: c.AI_API_KEY ?? null, model: c.AI_MODEL };
}
