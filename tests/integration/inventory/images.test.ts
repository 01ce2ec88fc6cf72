// Issue 28: the Amazon sandbox's image links are https like Amazon's (eBay and Shopify take only
// https), and the browser still sees them offline through the product's signed, cached image route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { latestRun } from '../../../server/modules/inventory/import.service.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { connectAmazon, PRODUCT_URL } from './amazon-seller.ts';

let sandbox: RunningSandbox;
let app: TestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;

const served = async () => ((await (await fetch(`${sandbox.url}/__sandbox/images`)).json()) as { served: number }).served;

const ITEMS = `query($u: String!) { inventory(userId: $u, page: 1, pageSize: 50) { edges { node { id sellerSku thumbUrl thumbSrc
  catalogDetails { images imageSrcs } } } } }`;
type Node = {
  id: string;
  sellerSku: string;
  thumbUrl: string | null;
  thumbSrc: string | null;
  catalogDetails: { images: string[]; imageSrcs: string[] } | null;
};
const items = async (): Promise<Node[]> => {
  const res = await app.graphql(ITEMS, { u: seller.user.id }, seller.token);
  expect(res.errors).toBeUndefined();
  return res.data.inventory.edges.map((e: { node: Node }) => e.node);
};

beforeAll(async () => {
  sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 13 });
  const control = amazonSandboxControl(sandbox.url);
  await control.settings({ reportStepMs: 50 });
  await control.setCatalogueSize('A1LBSANDBOXUS7Q', 12);
  app = await startTestApp({ ...sandbox.env });
  seller = await createSeller(app);
  await connectAmazon(app, sandbox, seller.user.id);
  const res = await rest(app.url, 'POST', `/user/${seller.user.id}/fba-items/refresh`, undefined, seller.token);
  expect(res.status).toBe(200);
  await waitFor(async () => (await latestRun(app.services, seller.user.id))?.status === 'DONE', 30_000, 200);
  // The catalogue's images arrive with the enrichment.
  await waitFor(async () => (await items()).every((i) => (i.catalogDetails?.images.length ?? 0) > 0), 60_000, 250);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

describe('channel images', () => {
  it("imports https image links in Amazon's shape", async () => {
    const base = sandbox.links!.images!;
    expect(base).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    for (const item of await items()) {
      expect(item.thumbUrl).toMatch(new RegExp(`^${base.replace(/\./g, '\\.')}/images/I/[0-9A-Za-z]{11}\\.jpg$`));
      for (const link of item.catalogDetails!.images) expect(link).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/images\/I\/[0-9A-Za-z]{11}(\._SL500_)?\.jpg$/);
    }
  });

  it('shows an image through the product: fetched once, then from the cache', async () => {
    const [item] = await items();
    expect(item!.thumbSrc).toMatch(/^\/img\/[A-Za-z0-9_-]{43}\/[A-Za-z0-9_-]+$/);
    const before = await served();
    const first = await fetch(app.url + item!.thumbSrc);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\//);
    expect(first.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    expect(await served()).toBe(before + 1);

    const second = await fetch(app.url + item!.thumbSrc);
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(bytes);
    expect(await served()).toBe(before + 1);
  });

  it('gives every catalogue image a display URL that loads', async () => {
    const [item] = await items();
    const { images, imageSrcs } = item!.catalogDetails!;
    expect(imageSrcs).toHaveLength(images.length);
    expect(new Set(imageSrcs).size).toBe(images.length);
    for (const src of imageSrcs) {
      expect(src).toMatch(/^\/img\//);
      const res = await fetch(app.url + src);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('refuses a tampered signature or link without fetching anything', async () => {
    const [item] = await items();
    const [, prefix, sig, encoded] = item!.thumbSrc!.split('/');
    const before = await served();
    const flipped = (sig![0] === 'A' ? 'B' : 'A') + sig!.slice(1);
    const badSig = await fetch(`${app.url}/${prefix}/${flipped}/${encoded}`);
    expect(badSig.status).toBe(403);
    expect(await badSig.text()).toBe('This image link is not valid.');
    const other = Buffer.from(`${sandbox.url}/__sandbox`).toString('base64url');
    const badLink = await fetch(`${app.url}/${prefix}/${sig}/${other}`);
    expect(badLink.status).toBe(403);
    expect(await served()).toBe(before);
  });
});
