import { useEffect, useRef } from 'react';

export const LISTING_POLL_MS = 5000;

/**
 * Calls `poll` every `ms` while `active` (spec 001 §2.12: every 5 s while a listing is in
 * progress) and stops as soon as nothing is; the latest `poll` is used without restarting the timer.
 */
export function usePollWhile(active: boolean, poll: () => void, ms = LISTING_POLL_MS) {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => latest.current(), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}
