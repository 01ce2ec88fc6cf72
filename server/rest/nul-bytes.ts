import type { RequestHandler } from 'express';
import { nulByteMessage, nulBytePath } from '../input/nul-bytes.ts';
import { HttpError } from './errors.ts';

/** 400 naming the field when the JSON body, the query string or a path parameter holds a NUL character. */
export const refuseNulBytes: RequestHandler = (req, _res, next) => {
  const field = nulBytePath(req.body) ?? nulBytePath(req.query) ?? (/%00/.test(req.path) ? 'path' : null);
  if (field) return next(new HttpError(400, nulByteMessage(field), { code: 'VALIDATION', field }));
  next();
};
