// Description previews render in worker threads (issue 29): a template that would keep the CPU busy
// for seconds does not delay other requests, is stopped at the time limit with an error that says
// so, and the app stops without a thread left behind.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DESCRIPTION_DATA, TemplateCompileError, templateSettingsOf } from '../../../server/channels/ebay/template/index.ts';
import { createLogger } from '../../../server/logger.ts';
import { USER_SETTINGS_DEFAULTS } from '../../../server/modules/accounts/user-settings.ts';
import { createDescriptionRenderPool, timeLimitReason } from '../../../server/modules/listing-content/description-render.pool.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

const PREVIEW = `query($template: ListingTemplateInput) { ebayTemplatePreview(userId: "-", template: $template) {
  __typename ... on DescriptionPreview { html } ... on TemplateCompileError { message reason } } }`;
/** 25 million loop turns: seconds of LiquidJS work, far over the limit. */
const SLOW = '{% for i in (1..5000) %}{% for j in (1..5000) %}{% endfor %}{% endfor %}done';

/** The OS threads of this process (worker threads among them). */
const threadCount = () => readdirSync('/proc/self/task').length;

describe('description previews in worker threads', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let threadsBefore: number;

  beforeAll(async () => {
    threadsBefore = threadCount();
    app = await startTestApp({ WORKER: 'off' });
    seller = await createSeller(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('a slow template neither delays health nor viewer, and answers the time-limit error', async () => {
    // The first preview starts a thread; this one is quick.
    const warm = await app.graphql(PREVIEW, { template: { customHtml: '<p>{{ title }}</p>' } }, seller.token);
    expect(warm.data?.ebayTemplatePreview.html).toContain('Stainless Steel Insulated Water Bottle');

    const slow = app.graphql(PREVIEW, { template: { customHtml: SLOW } }, seller.token);
    let settled = false;
    void slow.finally(() => (settled = true));
    const delays: number[] = [];
    while (!settled) {
      const t0 = performance.now();
      const [health, viewer] = await Promise.all([fetch(`${app.url}/api/v1/health`), app.graphql('{ viewer { id email } }', {}, seller.token)]);
      delays.push(performance.now() - t0);
      expect(health.status).toBe(200);
      expect(viewer.data?.viewer.email).toBe(seller.email);
    }
    expect(delays.length).toBeGreaterThan(2);
    // On the event loop the render would hold every answer for its whole time (the 1 s limit);
    // beside it they come in a fraction of that (tens of ms on a quiet machine, printed).
    console.log(`description preview: health + viewer during a slow render, at most ${Math.round(Math.max(...delays))} ms`);
    expect(Math.max(...delays)).toBeLessThan(600);
    expect((await slow).data?.ebayTemplatePreview).toEqual({
      __typename: 'TemplateCompileError',
      message: 'Error compiling template',
      reason: timeLimitReason(1000),
    });
    // The thread is free again.
    const after = await app.graphql(PREVIEW, { template: { customHtml: '<b>{{ brand }}</b>' } }, seller.token);
    expect(after.data?.ebayTemplatePreview.__typename).toBe('DescriptionPreview');
  });

  it('stops a render over the pool’s own limit by ending its thread, then renders on a fresh one; close ends every thread', async () => {
    const pool = createDescriptionRenderPool(createLogger('silent'), { threads: 1, timeLimitMs: 300 });
    const settings = templateSettingsOf(USER_SETTINGS_DEFAULTS);
    const slow = { ...settings, custom: { html: SLOW, css: '' } };
    const err = await pool.render(slow, SAMPLE_DESCRIPTION_DATA).catch((e) => e);
    expect(err).toBeInstanceOf(TemplateCompileError);
    expect(err.reason).toBe(timeLimitReason(300));
    expect(err.reason).toMatch(/took longer than 300 ms and was stopped/);
    const html = await pool.render({ ...settings, custom: { html: '<i>{{ title }}</i>', css: '' } }, SAMPLE_DESCRIPTION_DATA);
    expect(html).toContain('<i>Stainless Steel Insulated Water Bottle');
    await pool.close();
    await expect(pool.render(settings, SAMPLE_DESCRIPTION_DATA)).rejects.toThrow(/shut down/);
  });

  it('the app stops with no preview thread left', async () => {
    expect(threadCount()).toBeGreaterThan(threadsBefore); // the app's preview thread is running
    await app.close();
    app = undefined as unknown as TestApp;
    expect(threadCount()).toBeLessThanOrEqual(threadsBefore);
  });
});
