// Feedback for a list screen's sort, page, filter or search change (issue 20). The router renders a
// navigation in a transition that waits for the next rows, so React state alone shows nothing until
// they arrive; this tiny store is set synchronously by the click and only the thin bar subscribes to
// it, so the bar paints at once. It also records a performance measure from the click to the new
// rows painted (`lb:<list>:rows`), which the end-to-end test prints.
import { useSyncExternalStore } from 'react';

let current: { list: string; since: number } | null = null;
let safety: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** A change of the list's URL has started (called by the list's params setter). */
export function startListChange(list: string): void {
  performance.mark(`lb:${list}:start`);
  current = { list, since: performance.now() };
  clearTimeout(safety);
  // Never leave the bar up if the rows never come (an error page replaced them).
  safety = setTimeout(() => finishListChange(list), 15_000);
  emit();
}

/** The list's rows for the current URL are on screen (called from a layout effect). */
export function finishListChange(list: string): void {
  if (current?.list !== list) return;
  current = null;
  clearTimeout(safety);
  emit();
  // After the browser paints the commit: the next frame, then the task after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (performance.getEntriesByName(`lb:${list}:start`, 'mark').length === 0) return;
      performance.measure(`lb:${list}:rows`, `lb:${list}:start`);
      performance.clearMarks(`lb:${list}:start`);
    }),
  );
}

export function useListChangePending(list: string): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current?.list === list,
  );
}
