// Spec 002 §2.2's Status column: 'Published' or 'Unpublished' (with a time) for a product in the
// shop. Pure; the Shopify Listings page and the REST shim's published_at both read it here.
export type ShopifyPublication = 'Published' | 'Unpublished';

/**
 * A product the shop holds is published unless it is unpublished; while a publish is under way it
 * is still hidden, while an unpublish is under way still visible. null for a row that is not (or
 * not yet, or no longer) a product in the shop: being listed or delisted, or refused.
 */
export function shopifyPublication(status: string): ShopifyPublication | null {
  switch (status) {
    case 'LISTED':
    case 'UNPUBLISHING':
      return 'Published';
    case 'UNPUBLISHED':
    case 'PUBLISHING':
      return 'Unpublished';
    default:
      return null;
  }
}
