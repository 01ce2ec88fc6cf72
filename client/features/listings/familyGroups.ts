// A variation family listed as one channel listing (issue 34: one eBay item id or Shopify product
// for several children) shows on a listings page as one grouped row with its variations under it.
// Pure: which rows of the page go together, keeping the page's order (a group sits where its first
// variation would).

export interface GroupableListing {
  id: string;
  externalId: string | null | undefined;
  item: { family: { parentAsin: string; title: string } | null | undefined };
}

export type ListingEntry<T> = { kind: 'one'; listing: T } | { kind: 'family'; key: string; title: string; listings: T[] };

/** The page's listings with those of one family sharing one channel listing gathered (two or more). */
export function groupFamilies<T extends GroupableListing>(listings: readonly T[]): ListingEntry<T>[] {
  const keyOf = (l: T) => (l.item.family && l.externalId ? `${l.item.family.parentAsin}|${l.externalId}` : null);
  const counts = new Map<string, number>();
  for (const l of listings) {
    const k = keyOf(l);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const out: ListingEntry<T>[] = [];
  const groups = new Map<string, Extract<ListingEntry<T>, { kind: 'family' }>>();
  for (const l of listings) {
    const k = keyOf(l);
    if (!k || (counts.get(k) ?? 0) < 2) {
      out.push({ kind: 'one', listing: l });
      continue;
    }
    const g = groups.get(k);
    if (g) g.listings.push(l);
    else {
      const created = { kind: 'family' as const, key: k, title: l.item.family!.title, listings: [l] };
      groups.set(k, created);
      out.push(created);
    }
  }
  return out;
}
