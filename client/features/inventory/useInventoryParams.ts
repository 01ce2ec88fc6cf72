import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { startListChange } from '../../components/listPending.ts';
import { changeParams, parseInventoryParams, toSearchParams, type InventoryParams } from './inventoryParams.ts';

/** The screen's filters, search, sort and page from the URL, and a setter that writes them back. */
export function useInventoryParams(): [InventoryParams, (change: Partial<InventoryParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseInventoryParams(search), [search]);
  const update = useCallback(
    (change: Partial<InventoryParams>) => {
      const next = toSearchParams(changeParams(params, change));
      if (next.toString() === search.toString()) return;
      startListChange('inventory');
      setSearch(next);
    },
    [params, search, setSearch],
  );
  return [params, update];
}
