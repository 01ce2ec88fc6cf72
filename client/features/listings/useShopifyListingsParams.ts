import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeParams, parseShopifyListingsParams, toSearchParams, type ShopifyListingsParams } from './shopifyListingsParams.ts';

/** The page's filters, search, sort and page from the URL, and a setter that writes them back. */
export function useShopifyListingsParams(): [ShopifyListingsParams, (change: Partial<ShopifyListingsParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseShopifyListingsParams(search), [search]);
  const update = useCallback(
    (change: Partial<ShopifyListingsParams>) => {
      // Built on the address bar's query, not `search` (which may lag behind a pending navigation),
      // so two quick changes do not undo each other (as on the eBay Listings page).
      const now = new URLSearchParams(window.location.search);
      setSearch(toSearchParams(changeParams(parseShopifyListingsParams(now), change), now));
    },
    [setSearch],
  );
  return [params, update];
}
