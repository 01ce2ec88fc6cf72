import type { ErrorRequestHandler, RequestHandler } from 'express';

/** An expected REST failure: the status and the message the legacy client shows. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Spec §7: every status other than 200/201 carries a JSON body with `message`. */
export const restErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json({ statusCode: err.status, message: err.message, ...err.extra });
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
