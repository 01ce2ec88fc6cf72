// Issue 32: the sandboxes alone (`npm run sandbox`, its own process) killed with SIGKILL and
// started again on the same DATA_DIR continue the same Amazon and Stripe: the refresh token issued
// before the kill still works, the stock change made just before it is still there, the Stripe
// customer too, and a new customer never gets an id handed out before; Amazon is at the same address. Only what was saved survives a SIGKILL, so the test waits the short time the snapshot
// is written in after a change (about a second), as a user would before pulling the plug.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl, confirmConsentWithoutBrowser } from '../../../sandbox/amazon/control-client.ts';
import { amazonConfigFromEnv, createAmazonClient } from '../../../server/integrations/amazon/index.ts';

const UK_SELLER = 'A2LBSANDBOXUK4M';

interface Started {
  child: ChildProcess;
  urls: Record<string, string>;
  env: Record<string, string>;
}

/** `npm run sandbox` with this DATA_DIR, any free ports; resolves once every sandbox printed its address. */
function startSandboxes(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, SANDBOX_PORT_BASE: '0', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const urls: Record<string, string> = {};
    const env: Record<string, string> = {};
    let out = '';
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    child.stdout!.on('data', (d) => {
      out += d;
      for (const line of out.split('\n')) {
        const service = /^(\w+)\s+(http:\/\/\S+)$/.exec(line);
        if (service) urls[service[1]!] = service[2]!;
        const setting = /^\s+(\w+)=(.*)$/.exec(line);
        if (setting) env[setting[1]!] = setting[2]!;
      }
      // The AI sandbox is the last one started; its last setting is AI_MODEL.
      if (urls.ai && env.AI_MODEL) resolve({ child, urls, env });
    });
    child.once('exit', (code) => reject(new Error(`npm run sandbox exited (${code}): ${err}`)));
  });
}

async function stripeCustomer(env: Record<string, string>, method: 'GET' | 'POST', form: string, id = ''): Promise<{ id: string; email: string }> {
  const res = await fetch(`${env.STRIPE_API_URL}/v1/customers${id ? `/${id}` : ''}`, {
    method,
    headers: { authorization: `Bearer ${env.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    ...(method === 'POST' ? { body: form } : {}),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; email: string };
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('the sandboxes killed with SIGKILL', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-sandbox-kill-'));
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) await killHard(c);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('come back with the Amazon tokens, stock changes, Stripe customers, the OnBuy clock and addresses of before the kill', async () => {
    const first = await startSandboxes(dataDir);
    children.push(first.child);
    const amazon = createAmazonClient(amazonConfigFromEnv(first.env)!);
    const consent = await confirmConsentWithoutBrowser(amazon.consentUrl('state-kill'), UK_SELLER);
    const { refreshToken } = await amazon.exchangeCode(consent.code);
    const control = amazonSandboxControl(first.urls.amazon!);
    const item = (await control.items(UK_SELLER, 0, 20)).items.find((i) => i.fulfilment === 'AFN')!;
    await control.setQuantity(UK_SELLER, item.sku, { fulfillable: 23 });
    const customer = await stripeCustomer(first.env, 'POST', 'email=kill%40example.com');
    expect(customer.id).toMatch(/^cus_/);
    // OnBuy's clock, moved an hour on (as tests do to pass the product queue's delay).
    const onbuyClock = async (base: string) => Date.parse(((await (await fetch(`${base}/__sandbox/state`)).json()) as { clock: string }).clock);
    await fetch(`${first.urls.onbuy}/__sandbox/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"seconds":3600}' });
    const onbuyBefore = await onbuyClock(first.urls.onbuy!);
    expect(onbuyBefore).toBeGreaterThan(Date.now() + 3_500_000);
    await new Promise((r) => setTimeout(r, 1500));
    await killHard(first.child);
    // The kill left whole files only (each is written aside and renamed into place); the Amazon
    // sandbox's certificate folder sits beside them.
    expect(readdirSync(path.join(dataDir, 'sandboxes')).filter((f) => !f.endsWith('.json') && f !== 'amazon-tls')).toEqual([]);

    const second = await startSandboxes(dataDir);
    children.push(second.child);
    expect(second.urls.amazon).toBe(first.urls.amazon);
    const again = createAmazonClient(amazonConfigFromEnv(second.env)!);
    const participations = await again.forSeller(refreshToken).getMarketplaceParticipations();
    expect(participations.map((p) => p.marketplace.id)).toContain('A1F83G8C2ARO7P');
    const after = (await amazonSandboxControl(second.urls.amazon!).items(UK_SELLER, 0, 20)).items.find((i) => i.sku === item.sku)!;
    expect(after.fba.fulfillable).toBe(23);
    // OnBuy's clock goes on from where it was: a restart does not turn time back.
    const onbuyAfter = await onbuyClock(second.urls.onbuy!);
    expect(onbuyAfter).toBeGreaterThanOrEqual(onbuyBefore);
    expect(onbuyAfter).toBeLessThan(onbuyBefore + 60_000);
    // Stripe: the customer is still there, and the next one gets an id of its own (never one handed out before the kill).
    expect((await stripeCustomer(second.env, 'GET', '', customer.id)).email).toBe('kill@example.com');
    const next = await stripeCustomer(second.env, 'POST', 'email=next%40example.com');
    expect(next.id).toMatch(/^cus_/);
    expect(next.id).not.toBe(customer.id);
    await killHard(second.child);
  }, 60_000);
});
