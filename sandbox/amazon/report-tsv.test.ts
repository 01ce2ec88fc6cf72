import { describe, expect, it } from 'vitest';
import { generateItem, type CatalogueItem } from './catalogue.ts';
import { DEMO_SELLERS, MARKETPLACES } from './demo.ts';
import { FBA_MYI_COLUMNS, MERCHANT_LISTINGS_COLUMNS, merchantListingsRow, reportChunks, reportDate } from './report-tsv.ts';

const seller = DEMO_SELLERS[0]!;
const us = MARKETPLACES.ATVPDKIKX0DER!;
const items = (n: number) => Array.from({ length: n }, (_, i) => generateItem(1, seller, i));

describe('report TSV', () => {
  it('starts with the real header line of each report type', () => {
    const [listings] = reportChunks('GET_MERCHANT_LISTINGS_ALL_DATA', [], us, 'http://x');
    const [myi] = reportChunks('GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', [], us, 'http://x');
    expect(listings).toBe(MERCHANT_LISTINGS_COLUMNS.join('\t') + '\n');
    expect(myi).toBe(FBA_MYI_COLUMNS.join('\t') + '\n');
    expect(MERCHANT_LISTINGS_COLUMNS).toHaveLength(29);
    expect(FBA_MYI_COLUMNS).toHaveLength(21);
  });

  it('keeps double quotes as data and flattens tabs and line breaks', () => {
    const base = items(1)[0]!;
    const item: CatalogueItem = { ...base, sku: 'MUG-12"-X', title: 'Mug\t12"\r\nBlue' };
    const row = merchantListingsRow(item, us, 'http://x');
    expect(row[0]).toBe('Mug 12" Blue');
    expect(row[3]).toBe('MUG-12"-X');
    expect(row).toHaveLength(29);
  });

  it('leaves quantity empty for FBA listings and fills it for merchant-fulfilled ones', () => {
    const all = items(200);
    const afn = all.find((i) => i.fulfilment === 'AFN')!;
    const mfn = all.find((i) => i.fulfilment === 'MFN')!;
    expect(merchantListingsRow(afn, us, 'http://x')[5]).toBe('');
    expect(merchantListingsRow(afn, us, 'http://x')[26]).toBe('AMAZON_NA');
    expect(merchantListingsRow(mfn, us, 'http://x')[5]).toBe(String(mfn.mfnQuantity));
    expect(merchantListingsRow(mfn, us, 'http://x')[26]).toBe('DEFAULT');
  });

  it('lists only FBA items in the FBA inventory report, one line per item', () => {
    const all = items(300);
    const text = [...reportChunks('GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', all, us, 'http://x')].join('');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + all.filter((i) => i.fulfilment === 'AFN').length);
    expect(lines.slice(1).every((l) => l.split('\t').length === 21)).toBe(true);
  });

  it('streams in bounded chunks instead of one string', () => {
    const chunks = [...reportChunks('GET_MERCHANT_LISTINGS_ALL_DATA', items(2000), us, 'http://x', 16 * 1024)];
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(17 * 1024);
    expect(chunks.join('').split('\n').length).toBe(2002);
  });

  it('prints dates in the marketplace report zone', () => {
    expect(reportDate(Date.UTC(2025, 0, 6, 9, 0, 5), us)).toBe('2025-01-06 01:00:05 PST');
    expect(reportDate(Date.UTC(2025, 0, 6, 9, 0, 5), MARKETPLACES.A1F83G8C2ARO7P!)).toBe('2025-01-06 09:00:05 GMT');
  });
});

describe('generated catalogue', () => {
  it('is deterministic for a seed and includes quoted SKUs and zero quantities', () => {
    const a = items(300);
    expect(items(300)).toEqual(a);
    expect(generateItem(2, seller, 0)).not.toEqual(a[0]);
    expect(a.some((i) => i.sku.includes('"'))).toBe(true);
    expect(a.some((i) => (i.fulfilment === 'AFN' ? i.fba.fulfillable : i.mfnQuantity) === 0)).toBe(true);
    expect(new Set(a.map((i) => i.sku)).size).toBe(300);
    expect(new Set(a.map((i) => i.asin)).size).toBe(300);
  });
});
