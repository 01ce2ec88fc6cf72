import type { Response } from 'express';

/** OnBuy's failure envelope (api-notes §4.5). */
export function sendError(res: Response, status: number, errorCode: string, message: string): void {
  res.status(status).json({ success: false, error: { errorCode, message } });
}
