// Team members in Chromium (issue 35): the owner invites a Lister from Settings › Team; the Lister
// accepts from the link in the invitation mail (the outbox), lists an item on Shopify in the
// owner's account and cannot open billing; the owner sees the change on the Activity page and
// removes the Lister, who is then out of the account on their next page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { insertItems } from '../factories/listings.ts';
import { createSeller } from '../factories/users.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { connectAmazon, PRODUCT_URL, US_SELLER } from '../integration/inventory/amazon-seller.ts';
import { shopifySeller, type ShopifySeller } from '../integration/listings/shopify-pages-seller.ts';
import { listingStatusWord } from '../../shared/status-words.ts';
import { joinTeam } from '../integration/team/team-helpers.ts';

describe('team members in Chromium', () => {
  let amazon: RunningSandbox;
  let app: TestApp;
  let browser: Browser;
  let owner: ShopifySeller;
  let lister: Awaited<ReturnType<typeof createSeller>>;
  let ownerPage: Page;
  let listerPage: Page;

  beforeAll(async () => {
    amazon = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 7 });
    await amazonSandboxControl(amazon.url).setCatalogueSize(US_SELLER, 0);
    [app, browser] = await Promise.all([startTestApp({ ...amazon.env, SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
    owner = await shopifySeller(app);
    await connectAmazon(app, amazon, owner.user.id);
    await insertItems(app.services, owner.user.id, 1, 'TEAM');
    await app.services.pool.query(
      `UPDATE inventory_items SET title = 'Oak Board ' || seller_sku, price_cents = 2500, fba_quantity = 3, catalog_enriched_at = now() WHERE user_id = $1`,
      [owner.user.id],
    );
    lister = await createSeller(app);
    ownerPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    listerPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(ownerPage, app.url, owner, `${app.url}/account/${owner.user.id}/amazon-inventory/`);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await amazon?.close();
  });

  it('the owner invites a Lister by e-mail from Settings › Team', async () => {
    await ownerPage.goto(`${app.url}/account/${owner.user.id}/settings/team`);
    await ownerPage.getByLabel('E-mail').fill(lister.email);
    await ownerPage.getByLabel('Role of the invited person').selectOption('LISTER');
    await ownerPage.getByRole('button', { name: 'Invite' }).click();
    await ownerPage.getByText(`Invitation sent to ${lister.email}`).waitFor();
    await ownerPage.getByTestId('team-invitations').getByText(`${lister.email} as Lister`).waitFor();
  });

  it('the Lister accepts from the mail in the outbox and works in the owner’s account', async () => {
    const mail = await app.services.prisma.emailOutbox.findFirstOrThrow({ where: { to: lister.email }, orderBy: { createdAt: 'desc' } });
    const link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
    await signInWithPassword(listerPage, app.url, lister, `${app.url}/account/${lister.user.id}/amazon-inventory/`);
    await listerPage.goto(`${app.url}/invitation/${link.split('/invitation/')[1]}`);
    await listerPage.getByText(`${owner.email} invited ${lister.email}`).waitFor();
    await listerPage.getByRole('button', { name: 'Accept invitation' }).click();
    await listerPage.waitForURL(`${app.url}/account/${owner.user.id}/amazon-inventory/`);
    // The header's switcher names the account and the role.
    await listerPage.getByTestId('account-switcher').getByText(`${owner.email} · Lister`).waitFor();
  });

  it('the owner limits the Lister to Shopify from Settings › Team', async () => {
    await ownerPage.goto(`${app.url}/account/${owner.user.id}/settings/team`);
    const channels = ownerPage.getByRole('group', { name: `Channels of ${lister.email}` });
    for (const name of ['eBay', 'OnBuy']) {
      await channels.getByText(name, { exact: true }).click();
      await ownerPage.getByText('Channels saved').first().waitFor();
      await expect.poll(() => channels.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(false);
    }
    expect(await channels.getByRole('checkbox', { name: 'Shopify', exact: true }).isChecked()).toBe(true);
  });

  it('the Lister lists an item on Shopify, and is offered no other channel', async () => {
    await listerPage.reload();
    await listerPage.getByText('1–1 of 1 items').waitFor();
    await listerPage.getByRole('checkbox', { name: 'Select all items on this page' }).check({ force: true });
    const bar = listerPage.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('group', { name: 'Shopify actions' }).waitFor();
    expect(await bar.getByRole('group', { name: 'eBay actions' }).count()).toBe(0);
    expect(await bar.getByRole('group', { name: 'OnBuy actions' }).count()).toBe(0);
    await bar.getByRole('group', { name: 'Shopify actions' }).getByRole('button', { name: 'List on Shopify' }).click();
    const dialog = listerPage.getByRole('alertdialog', { name: 'List on Shopify: 1 item?' });
    await dialog.getByRole('button', { name: 'List on Shopify' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        listerPage
          .getByRole('table', { name: 'Amazon inventory' })
          .getByText(`Shopify: ${listingStatusWord('LISTING')}`, { exact: true })
          .count(),
      )
      .toBe(1);
  });

  it('a Viewer is offered no button they cannot use on the inventory, listings, settings and Linked Platforms pages', async () => {
    const viewer = await joinTeam(app, owner, 'VIEWER');
    const viewerPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(viewerPage, app.url, viewer, `${app.url}/account/${viewer.user.id}/amazon-inventory/`);
    const inventory = async (page: Page) => {
      await page.goto(`${app.url}/account/${owner.user.id}/amazon-inventory/`);
      await page.getByText('1–1 of 1 items').waitFor();
      await page.getByRole('checkbox', { name: 'Select all items on this page' }).check({ force: true });
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await bar.getByText('1 selected').waitFor();
      return {
        bar: await bar.getByRole('button').allInnerTexts(),
        refresh: await page.getByRole('button', { name: 'Refresh Inventory' }).count(),
      };
    };
    // The owner is offered the actions (the same page, the same item) …
    const ownerSees = await inventory(ownerPage);
    expect(ownerSees.bar).toEqual(expect.arrayContaining(['Hide', 'Unhide', 'Set Quantity Buffer', 'List', 'Publish', 'Delist']));
    expect(ownerSees.refresh).toBe(1);
    // … the Viewer only what changes nothing (the server would refuse the rest: 403).
    expect(await inventory(viewerPage)).toEqual({ bar: ['Clear selection'], refresh: 0 });

    const listings = async (page: Page) => {
      await page.goto(`${app.url}/account/${owner.user.id}/listings/shopify/`);
      await page.getByRole('checkbox', { name: 'Select TEAM-0', exact: true }).check({ force: true });
      await page.getByRole('checkbox', { name: 'Select TEAM-0', exact: true }).and(page.locator(':checked')).waitFor();
      return page.getByRole('region', { name: 'Bulk actions' }).getByRole('button').allInnerTexts();
    };
    expect(await listings(ownerPage)).toEqual(['Delist']);
    expect(await listings(viewerPage)).toEqual([]);

    // Settings: an edit is not lost silently — the save bar says the role cannot change it, with no Save.
    await viewerPage.goto(`${app.url}/account/${owner.user.id}/settings/advanced/general`);
    await viewerPage.getByRole('textbox', { name: 'Packing Slip Comment' }).fill('Thanks!');
    const saveBar = viewerPage.getByRole('region', { name: 'Unsaved changes' });
    await saveBar.getByText('Your role in this account lets you see this, not change it.').waitFor();
    expect(await saveBar.getByRole('button', { name: 'Save' }).count()).toBe(0);
    // Linked Platforms: the channel cards' controls are disabled, and say why.
    await viewerPage.goto(`${app.url}/account/${owner.user.id}/settings/linked-platforms`);
    await viewerPage.getByText('Your role in this account lets you see this, not change it.').first().waitFor();
    expect(await viewerPage.getByRole('button', { name: 'Authorize OnBuy' }).isDisabled()).toBe(true);
    expect(await viewerPage.getByRole('textbox', { name: 'Consumer Key' }).isDisabled()).toBe(true);
    expect(await viewerPage.getByRole('button', { name: 'Authorize Shopify' }).isDisabled()).toBe(true);
    await viewerPage.context().close();
  });

  it('the Lister cannot open billing: no menu entry, and the page is refused', async () => {
    await listerPage.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const menu = listerPage.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Team' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Account & Payment' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Activity' }).count()).toBe(0);
    await listerPage.keyboard.press('Escape');
    await listerPage.goto(`${app.url}/account/${owner.user.id}/settings/account`);
    await listerPage.getByText('Something went wrong.').waitFor();
  });

  it('the owner sees the Activity entry and removes the Lister, who is out at their next page', async () => {
    await ownerPage.goto(`${app.url}/account/${owner.user.id}/activity`);
    const table = ownerPage.getByTestId('activity');
    await table.getByText(lister.email).first().waitFor();
    await table.getByText('Member').first().waitFor();
    await table.getByText('listingAction', { exact: true }).first().waitFor();
    // The change names its item: the entry links to the item's listing view, where the sync's history is.
    const [item] = (await app.services.pool.query('SELECT id FROM inventory_items WHERE user_id = $1', [owner.user.id])).rows;
    const link = table.getByRole('row').filter({ hasText: 'listingAction' }).getByRole('link', { name: 'Sync history' });
    expect(await link.first().getAttribute('href')).toBe(`/account/${owner.user.id}/amazon-inventory/${item.id}`);

    await ownerPage.goto(`${app.url}/account/${owner.user.id}/settings/team`);
    const row = ownerPage.getByTestId('team-members').getByRole('row').filter({ hasText: lister.email });
    await row.getByRole('button', { name: 'Remove' }).click();
    await ownerPage.getByText(`${lister.email} removed`).waitFor();
    await expect.poll(() => ownerPage.getByTestId('team-members').getByText(lister.email).count()).toBe(0);

    // A full load (as the next visit would be): the guard no longer lets them in; the server refuses anyway.
    await listerPage.goto(`${app.url}/account/${owner.user.id}/amazon-inventory/`);
    await listerPage.waitForURL(`${app.url}/account/${lister.user.id}/amazon-inventory/`);
  });

  it('the owner transfers the account to an Admin, after a confirmation, and becomes an Admin', async () => {
    const admin = await joinTeam(app, owner, 'ADMIN');
    await ownerPage.goto(`${app.url}/account/${owner.user.id}/settings/team`);
    const row = ownerPage.getByTestId('team-members').getByRole('row').filter({ hasText: admin.email });
    await row.getByRole('button', { name: 'Make owner' }).click();
    const dialog = ownerPage.getByRole('alertdialog', { name: `Make ${admin.email} the owner?` });
    await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
    await ownerPage.getByText('Your role here: Admin').waitFor();
    const members = ownerPage.getByTestId('team-members');
    await members.getByRole('row').filter({ hasText: admin.email }).getByText('Owner', { exact: true }).waitFor();
    await members.getByRole('row').filter({ hasText: owner.email }).getByText('Admin', { exact: true }).waitFor();
    // Billing is the new owner's now: no longer in the old owner's menu.
    await ownerPage.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    await ownerPage.getByRole('menu').getByRole('menuitem', { name: 'Team' }).waitFor();
    expect(await ownerPage.getByRole('menu').getByRole('menuitem', { name: 'Account & Payment' }).count()).toBe(0);
    await ownerPage.keyboard.press('Escape');
  });
});
