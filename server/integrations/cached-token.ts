/**
 * A bearer token held in this process, as every marketplace's client-credentials token works: reused
 * until `skewMs` before it expires (so it never dies mid-request), fetched again then or when a
 * call was refused, one fetch at a time however many callers wait for it.
 */
export class CachedToken<T extends { expiresAt: number }> {
  private current: T | null = null;
  private inflight: Promise<T> | null = null;
  constructor(
    private readonly fetchToken: () => Promise<T>,
    private readonly skewMs: number,
    private readonly now: () => number,
  ) {}

  /** The token last obtained, if any. */
  get token(): T | null {
    return this.current;
  }

  async get(): Promise<T> {
    if (this.current && this.current.expiresAt - this.skewMs > this.now()) return this.current;
    return this.renew();
  }

  renew(): Promise<T> {
    this.inflight ??= this.fetchToken()
      .then((t) => {
        this.current = t;
        return t;
      })
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }
}
