import express, { type Router } from 'express';
import type { EbaySandboxState, EbayUser, OfferRecord } from './state.ts';
import { isObj } from './validate.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function findListing(state: EbaySandboxState, listingId: string): { user: EbayUser; offer: OfferRecord } | null {
  for (const user of state.users.values()) for (const offer of user.offers.values()) if (offer.listing?.listingId === listingId) return { user, offer };
  return null;
}

/**
 * The public item page eBay serves at /itm/{listingId}, so an eBay item id shown in ListBridge links
 * somewhere: title, price, quantity, seller, and whether the listing is live or has ended.
 */
export function itemPageRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.get('/itm/:listingId', (req, res) => {
    const found = findListing(state, req.params.listingId);
    res.type('html');
    if (!found)
      return void res
        .status(404)
        .send(
          '<!doctype html><html><head><title>Item not found | eBay</title></head><body><h1>We looked everywhere.</h1><p>Looks like this page is missing.</p></body></html>',
        );
    const { user, offer } = found;
    const item = user.inventory.get(String(offer.body.sku));
    const product = item && isObj(item.body.product) ? item.body.product : {};
    const title = typeof product.title === 'string' ? product.title : String(offer.body.sku);
    const price = isObj(offer.body.pricingSummary) && isObj(offer.body.pricingSummary.price) ? offer.body.pricingSummary.price : {};
    const quantity = Number(offer.body.availableQuantity ?? 0) - (offer.listing?.soldQuantity ?? 0);
    const ended = offer.listing?.listingStatus !== 'ACTIVE';
    const image = Array.isArray(product.imageUrls) && typeof product.imageUrls[0] === 'string' ? product.imageUrls[0] : null;
    res.send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | eBay</title></head>
<body>
  <h1 class="x-item-title">${esc(title)}</h1>
  ${image ? `<img src="${esc(image)}" alt="${esc(title)}" width="300">` : ''}
  <div class="x-price">${esc(String(price.currency ?? ''))} ${esc(String(price.value ?? ''))}</div>
  <div class="x-quantity">${ended ? 'This listing has ended.' : `${quantity} available`}</div>
  <div class="x-seller">Seller: ${esc(user.username)}</div>
  <div class="x-item-number">eBay item number: ${esc(req.params.listingId)}</div>
</body></html>`);
  });
  return r;
}
