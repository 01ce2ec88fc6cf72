// SP-API usage plans: one token bucket per operation and per selling partner + application
// pair (api-notes §1.4). Rates and bursts are the documented defaults from the models.

export interface UsagePlan {
  rate: number;
  burst: number;
}

export const USAGE_PLANS = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReports: { rate: 0.0222, burst: 10 },
  cancelReport: { rate: 0.0222, burst: 10 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  getInventorySummaries: { rate: 2, burst: 2 },
  searchListingsItems: { rate: 5, burst: 5 },
  searchCatalogItems: { rate: 2, burst: 2 },
  getCatalogItem: { rate: 2, burst: 2 },
  getMyFeesEstimateForSKU: { rate: 1, burst: 2 },
  getMyFeesEstimateForASIN: { rate: 1, burst: 2 },
  getMyFeesEstimates: { rate: 0.5, burst: 1 },
  getFulfillmentPreview: { rate: 2, burst: 30 },
  createFulfillmentOrder: { rate: 2, burst: 30 },
  getFulfillmentOrder: { rate: 2, burst: 30 },
  listAllFulfillmentOrders: { rate: 2, burst: 30 },
  cancelFulfillmentOrder: { rate: 2, burst: 30 },
  getPackageTrackingDetails: { rate: 2, burst: 30 },
} satisfies Record<string, UsagePlan>;

/**
 * Notifications API v1 (its model is not among the api-specs the contract tests read): 1 a second,
 * burst 5, as Amazon's reference documents; destinations are grantless (one bucket per application).
 */
export const NOTIFICATION_PLANS = {
  createDestination: { rate: 1, burst: 5 },
  getDestinations: { rate: 1, burst: 5 },
  createSubscription: { rate: 1, burst: 5 },
  getSubscription: { rate: 1, burst: 5 },
} satisfies Record<string, UsagePlan>;

const PLANS: Record<OperationId, UsagePlan> = { ...USAGE_PLANS, ...NOTIFICATION_PLANS };

export type OperationId = keyof typeof USAGE_PLANS | keyof typeof NOTIFICATION_PLANS;

/** The usage plan of any operation the sandbox serves. */
export const planOf = (operation: OperationId): UsagePlan => PLANS[operation];

export class TokenBucket {
  private tokens: number;
  private at: number;
  constructor(
    readonly plan: UsagePlan,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = plan.burst;
    this.at = now();
  }

  /** Takes one token if there is one; refills continuously at `rate` per second up to `burst`. */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  drain(): void {
    this.refill();
    this.tokens = 0;
  }

  available(): number {
    this.refill();
    return this.tokens;
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.plan.burst, this.tokens + ((t - this.at) / 1000) * this.plan.rate);
    this.at = t;
  }
}

export class RateLimiter {
  private buckets = new Map<string, TokenBucket>();
  /** Calls to refuse regardless of the bucket (control API: "force throttling"). */
  private forced = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Returns whether the call may proceed; the plan's rate goes into x-amzn-RateLimit-Limit. */
  take(operation: OperationId, sellerKey: string): boolean {
    for (const key of [`${operation}|${sellerKey}`, `${operation}|*`]) {
      const n = this.forced.get(key);
      if (n) {
        if (n === 1) this.forced.delete(key);
        else this.forced.set(key, n - 1);
        return false;
      }
    }
    return this.bucket(operation, sellerKey).take();
  }

  /** The next `times` calls of `operation` (for one seller, or anyone with '*') answer 429. */
  force(operation: OperationId, sellerKey: string, times: number): void {
    const key = `${operation}|${sellerKey}`;
    this.forced.set(key, (this.forced.get(key) ?? 0) + times);
  }

  drain(operation: OperationId, sellerKey: string): void {
    this.bucket(operation, sellerKey).drain();
  }

  private bucket(operation: OperationId, sellerKey: string): TokenBucket {
    const key = `${operation}|${sellerKey}`;
    let b = this.buckets.get(key);
    if (!b) this.buckets.set(key, (b = new TokenBucket(planOf(operation), this.now)));
    return b;
  }
}

export function isOperationId(s: string): s is OperationId {
  return Object.hasOwn(PLANS, s);
}
