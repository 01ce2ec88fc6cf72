/**
 * The one error the OnBuy client throws: HTTP failures with OnBuy's `{error:{errorCode, message}}`
 * envelope. Per-item failures inside 200 responses are not thrown: they come back as outcomes.
 */
export class OnbuyApiError extends Error {
  override name = 'OnbuyApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode: string,
    readonly operation?: string,
  ) {
    super(message);
  }

  static fromResponse(status: number, body: unknown, operation?: string): OnbuyApiError {
    const err = (body as { error?: { errorCode?: unknown; message?: unknown } } | null)?.error;
    if (err && typeof err === 'object')
      return new OnbuyApiError(String(err.message ?? `OnBuy error ${String(err.errorCode)}`), status, String(err.errorCode ?? 'error'), operation);
    return new OnbuyApiError(`OnBuy answered HTTP ${status}`, status, `http_${status}`, operation);
  }
}
