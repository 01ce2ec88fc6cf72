/** A copy of the list with the entry at `from` moved to `to` (clamped); the order channels show images in. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [entry] = next.splice(from, 1);
  next.splice(target, 0, entry as T);
  return next;
}
