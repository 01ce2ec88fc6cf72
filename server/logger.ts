import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * A request path fit for the log: the session token of the legacy `/cat/{application}/{utok}/…`
 * calls, and any other segment that is a JWT or an access token, replaced by `[token]`.
 */
export function redactPath(path: unknown): unknown {
  if (typeof path !== 'string') return path;
  return path
    .split('?')[0]!
    .split('/')
    .map((segment, i, all) => (all[i - 2] === 'cat' || /^eyJ[\w%-]*\.[\w%-]*\./.test(segment) || /^lb_pat_/.test(segment) ? '[token]' : segment))
    .join('/');
}

/** Structured JSON logs; request handlers log through a child carrying the request id. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { app: 'listbridge' },
      redact: ['req.headers.authorization', '*.password', '*.token', '*.jwt'],
      // Paths are logged as `url` (the request log); tokens in them never reach the log.
      serializers: { url: redactPath },
    },
    ...(destination ? [destination] : []),
  );
}
