import type { Request, RequestHandler, Response } from 'express';

/**
 * A CSV download route: the attachment headers, then `write` streams the file into the response and
 * ends it (server/db/csv-export.ts). A failure before the first byte is a normal REST error (e.g.
 * 503 when every export connection is busy); after it, the response is cut so the browser sees an
 * incomplete download rather than a short file that looks whole.
 */
export function csvDownload(filename: string, write: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return async (req, res, next) => {
    try {
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="${filename}"`);
      await write(req, res);
    } catch (err) {
      if (res.headersSent) res.destroy(err as Error);
      else {
        res.removeHeader('content-disposition');
        next(err);
      }
    }
  };
}
