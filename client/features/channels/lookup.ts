// What the channels' on-demand look-ups (eBay categories and specifics, OnBuy categories, brands and
// conditions) share: an answer that is not the expected result type is one of the server's Error
// members, whose message the screen shows (spec 001 §8 wording), or a fallback when there is none.

/** A look-up's answer, or the message to show instead. */
export type Lookup<T> = { ok: T } | { message: string };

const FALLBACK = 'Something went wrong.';

/** The message of an answer that is not the expected result (an Error member's, else the fallback). */
export const lookupFailed = (r: unknown): { message: string } => ({
  message: (r && typeof r === 'object' && 'message' in r && r.message ? String(r.message) : null) ?? FALLBACK,
});
