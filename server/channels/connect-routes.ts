// The REST calls of a channel's connect flow (spec 000 §7, 002 §7: /api/v1/user/{userId}/…, the
// legacy payloads). Each channel declares its own (ChannelEntry.connectRoutes, beside its connect.ts);
// server/rest/connections.ts serves them behind the seller routes' session and owner checks.
import type { ChannelDeps } from './registry.ts';

/** What a connect call's answer reads of the request (Express's parsed path, query and body). */
export interface ConnectRequest {
  readonly params: Readonly<Record<string, string | string[]>>;
  readonly query: unknown;
  readonly body: unknown;
}

export interface ConnectCall {
  /** The path's seller (the caller may act for them: checked before the answer runs). */
  readonly userId: string;
  /** The legacy user document (legacy-user.ts), which most connect calls answer with. */
  userJson(): Promise<Record<string, unknown>>;
}

export interface ConnectRoute {
  readonly method: 'get' | 'post';
  /** Express path under /api/v1, starting /user/:userId/. */
  readonly path: string;
  /** The JSON answer; a thrown error is answered as every REST error is (rest/errors.ts). */
  answer(deps: ChannelDeps, req: ConnectRequest, call: ConnectCall): Promise<unknown>;
}

/** A legacy field as a string ('' when absent). */
export const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
/** A legacy boolean flag, as the legacy client sent it (true, 'true', '1' or 1). */
export const flag = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;
/** A query object with string values only (Express may parse `a[b]=c` into objects). */
export const flatQuery = (q: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((q ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === 'string') as [string, string][]);
/** The legacy body as an object ({} when absent). */
export const bodyOf = (req: ConnectRequest) => (req.body ?? {}) as Record<string, unknown>;
/** Where an authorisation started with `onboarding` returns to. */
export const flowOfFlag = (onboarding: unknown) => (flag(onboarding) ? ('onboarding' as const) : ('settings' as const));
