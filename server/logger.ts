import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; request handlers log through a child carrying the request id. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { app: 'listbridge' }, redact: ['req.headers.authorization', '*.password', '*.token'] });
}
