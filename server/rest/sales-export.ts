// The Sales pages' 'Export Sales' (spec 002 §2.3's ebay_sales.csv and shopify_sales.csv; issue 30 adds
// onbuy_sales.csv): one route per channel over the same export, so the three cannot drift apart.
import type { RequestHandler, Router } from 'express';
import type { SaleChannel } from '../modules/sales/sales.service.ts';
import { streamSalesCsv } from '../modules/sales/sales-page.service.ts';
import type { AppServices } from '../services.ts';
import { csvDownload } from './csv-download.ts';

/** GET /user/:userId/{slug}-sales/export as `{slug}_sales.csv` (the caller's guards first), on the export pool. */
export function salesExportRoute(app: AppServices, r: Router, guards: RequestHandler[], slug: 'ebay' | 'shopify' | 'onbuy', channel: SaleChannel): void {
  r.get(
    `/user/:userId/${slug}-sales/export`,
    ...guards,
    csvDownload(`${slug}_sales.csv`, (req, res) => streamSalesCsv(app, String(req.params.userId), channel, res)),
  );
}
