import { parseGid, type ShopRecord } from './state.ts';
import { productView } from './views.ts';

/** publishablePublish / publishableUnpublish for products (the only publishable ListBridge uses). */
export function publishable(shop: ShopRecord, now: string, args: { id: string; input: { publicationId?: string | null }[] }, publish: boolean) {
  const p = shop.products.find((x) => x.id === parseGid(args.id, 'Product'));
  if (!p) return { publishable: null, userErrors: [{ field: ['id'], message: 'Resource does not exist' }] };
  const ids: number[] = [];
  for (const [i, x] of args.input.entries()) {
    const pub = shop.publications.find((y) => y.id === parseGid(x.publicationId, 'Publication'));
    if (!pub) return { publishable: null, userErrors: [{ field: ['input', String(i), 'publicationId'], message: 'Publication does not exist' }] };
    ids.push(pub.id);
  }
  for (const id of ids) publish ? p.publicationIds.add(id) : p.publicationIds.delete(id);
  p.updatedAt = now;
  return { publishable: productView(shop, p), userErrors: [] };
}
