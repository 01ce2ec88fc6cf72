/** Demo seller keys (README). OnBuy keys are per seller; these open the sandbox's demo seller only. */
export const DEMO = {
  consumerKey: 'ck_test_5b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e',
  secretKey: 'sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0',
  sellerId: 30001,
  sellerName: 'ListBridge Demo Seller',
};
export const SECOND_SELLER = {
  consumerKey: 'ck_test_0aa1bb2cc3dd4ee5ff6a7b8c9d0e1f2a',
  secretKey: 'sk_test_1f2e3d4c5b6a79880a1b2c3d4e5f6a7b',
  sellerId: 30002,
  sellerName: 'Second Sandbox Seller',
};

export const SITE_UK = 2000;
export const SITES = [{ site_id: SITE_UK, name: 'OnBuy UK', currency_code: 'GBP', country_code: 'GB', url: 'https://www.onbuy.com' }];

export const CONDITIONS = [
  { condition_id: 'new', name: 'New' },
  { condition_id: 'excellent', name: 'Refurbished - Excellent' },
  { condition_id: 'good', name: 'Used - Good' },
  { condition_id: 'average', name: 'Used - Average' },
  { condition_id: 'poor', name: 'Used - Poor' },
];

// The category tree lives in categories.ts; re-exported here for the modules that read the seed.
export { CATEGORIES, type CategorySeed } from './categories.ts';

export const BRANDS = [
  { brand_id: 501, name: 'Amazon' },
  { brand_id: 502, name: 'Apple' },
  { brand_id: 503, name: 'Bodum' },
  { brand_id: 504, name: 'Bose' },
  { brand_id: 505, name: 'LEGO' },
  { brand_id: 506, name: 'OXO' },
  { brand_id: 507, name: 'Sony' },
];

export const TRACKING_PROVIDERS = [
  { tracking_id: 1, name: 'Royal Mail' },
  { tracking_id: 2, name: 'DPD' },
  { tracking_id: 3, name: 'Evri' },
  { tracking_id: 4, name: 'Parcelforce' },
  { tracking_id: 5, name: 'Amazon Logistics' },
];

/** The shared OnBuy catalogue (one product per EAN, all sellers list against its OPC). */
export const CATALOGUE: [opc: string, name: string, ean: string, brand: string, categoryId: number][] = [
  ['P8Q9R7T', 'Echo Dot (3rd Gen) Smart Speaker with Alexa - Charcoal', '0841667174051', 'Amazon', 1345],
  ['H2J3K4L', 'Apple AirPods Pro (2nd generation)', '0194253397694', 'Apple', 1312],
  ['B5N6M7V', 'Bodum Chambord French Press Coffee Maker, 8 Cup', '0727015100204', 'Bodum', 2157],
  ['X1C2V3B', 'OXO Good Grips Swivel Peeler', '0719812031504', 'OXO', 2140],
  ['Q7W8E9R', 'Sony WH-1000XM4 Wireless Noise Cancelling Headphones', '4548736112100', 'Sony', 1312],
  ['L0K9J8H', 'LEGO Classic Large Creative Brick Box 10698', '5702015357197', 'LEGO', 3411],
];
