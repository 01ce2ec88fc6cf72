import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../errors.ts';

/**
 * A failure only the REST shim knows (a malformed legacy payload, a wrong path parameter): the
 * status and the message the legacy client shows, and the body's extra fields as they are.
 */
export class HttpError extends AppError {
  constructor(
    status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(typeof extra.code === 'string' ? extra.code : `HTTP_${status}`, message, status);
  }
  override restFields() {
    return this.extra;
  }
}

/**
 * The one REST error mapper. Spec §7: every status other than 200/201 carries a JSON body with
 * `message`; an expected failure (any module's AppError) answers its status and
 * `{ statusCode, message, code, …its restFields }`; anything else is a logged 500.
 */
export const restErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof AppError) {
    res.status(err.status).json({ statusCode: err.status, message: err.message, ...err.restFields() });
    return;
  }
  // express.json() parse errors arrive with a status and type.
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) req.log?.error({ err }, 'REST handler failed');
  const message = status === 500 ? 'Internal server error' : err.type === 'entity.parse.failed' ? 'Malformed JSON body' : String(err.message);
  res.status(status).json({ statusCode: status, message });
};

export const restNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ statusCode: 404, message: `No such API path: ${req.method} ${req.originalUrl.split('?')[0]}` });
};

/** A query string the service's schema refused: its first issue as the 400 the legacy client reads. */
export function badQueryAs400(err: unknown): never {
  const e = err as { name?: string; issues?: { message?: string }[] } | null;
  if (e?.name === 'ZodError') throw new HttpError(400, e.issues?.[0]?.message ?? 'Invalid query', { code: 'VALIDATION' });
  throw err;
}
