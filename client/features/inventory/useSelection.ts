import { useCallback, useEffect, useMemo, useState } from 'react';

/** Selected item ids, only ever among the ids on the current page (spec 000 §2: pruned on page change). */
export function useSelection(pageIds: readonly string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const key = pageIds.join(',');
  // Keyed on the ids' text, not the array: a new array with the same ids keeps the selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for pageIds
  const onPage = useMemo(() => new Set(pageIds), [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for pageIds
  const selected = useMemo(() => pageIds.filter((id) => picked.has(id)), [key, picked]);

  useEffect(() => {
    setPicked((prev) => {
      const kept = [...prev].filter((id) => onPage.has(id));
      return kept.length === prev.size ? prev : new Set(kept);
    });
  }, [onPage]);

  const toggle = useCallback((id: string, on: boolean) => {
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((on: boolean) => setPicked(on ? new Set(onPage) : new Set()), [onPage]);
  const clear = useCallback(() => setPicked(new Set()), []);

  const all = pageIds.length > 0 && selected.length === pageIds.length;
  const some = selected.length > 0 && !all;
  return { selected, isSelected: (id: string) => picked.has(id), toggle, setAll, clear, all, some };
}

export type Selection = ReturnType<typeof useSelection>;
