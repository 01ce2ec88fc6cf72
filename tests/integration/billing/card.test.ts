import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { DECLINED_CARD, GOOD_CARD, startBillingApp, stripe } from './billing-helpers.ts';

const GQL = `mutation ($userId: String!, $name: String!, $number: String!, $cvc: String!, $expMonth: String!, $expYear: String!) {
  updateBillingCard(userId: $userId, name: $name, number: $number, cvc: $cvc, expMonth: $expMonth, expYear: $expYear) {
    __typename
    ... on Error { message code }
    ... on ValidationError { fieldErrors { field message } }
    ... on CardDeclinedError { declineCode }
    ... on BillingUpdate { user { cardSummary hasCard } }
  }
}`;

// Each case: the REST payload change, the REST field, the GraphQL field, the spec's message.
const CASES: Array<[Record<string, string>, string, string, string]> = [
  [{ name: 'S' }, 'name', 'name', 'Please enter at least two characters'],
  [{ name: 'x'.repeat(129) }, 'name', 'name', 'Please enter no more than 128 characters'],
  [{ number: '42424' }, 'number', 'number', 'Please enter a valid credit card number'],
  [{ number: '4242424242424241' }, 'number', 'number', 'Invalid credit card number'],
  [{ number: '9999999999999995' }, 'number', 'number', 'Invalid credit card number'], // Luhn-valid, no card type
  [{ verification: '12' }, 'verification', 'cvc', 'Please enter a valid CVC code'],
  [{ exp_month: '13' }, 'exp_month', 'expMonth', 'Please pick a month between 1 and 12'],
  [{ exp_year: '2023' }, 'exp_year', 'expYear', 'Please pick a year after 2023'],
  [{ exp_year: '39' }, 'exp_year', 'expYear', 'Please pick a year before 2039'],
];

describe('card on file', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBillingApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(CASES)('refuses %j with the message under its field (REST and GraphQL), before Stripe is called', async (change, restField, gqlField, message) => {
    const s = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, { ...GOOD_CARD, ...change }, s.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: restField, message });

    const card = { ...GOOD_CARD, ...change };
    const gql = await app.graphql(
      GQL,
      { userId: s.user.id, name: card.name, number: card.number, cvc: card.verification, expMonth: card.exp_month, expYear: card.exp_year },
      s.token,
    );
    expect(gql.data.updateBillingCard.__typename).toBe('ValidationError');
    expect(gql.data.updateBillingCard.fieldErrors).toContainEqual({ field: gqlField, message });
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(user.stripeCustomerId).toBeNull();
  });

  it("saves a good card as the Stripe customer's default and answers true ('Updated!')", async () => {
    const s = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, GOOD_CARD, s.token);
    expect(res).toEqual({ status: 200, body: true });
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(user.cardSummary).toBe(`Visa ending in 4242, expires 12/${GOOD_CARD.exp_year}`);
    const customer = await stripe(app).retrieveCustomer(user.stripeCustomerId!);
    expect(customer.deleted).toBeUndefined();
    expect((customer as any).invoice_settings.default_payment_method.id).toBe(user.defaultPaymentMethodId);
    // A second card replaces the first on the same customer.
    const again = await rest(app.url, 'POST', `/user/-/stripe/update-billing`, { ...GOOD_CARD, number: '5555555555554444' }, s.token);
    expect(again.status).toBe(200);
    const after = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(after.stripeCustomerId).toBe(user.stripeCustomerId);
    expect(after.cardSummary).toMatch(/^Mastercard ending in 4444/);
    const cards = await stripe(app).listPaymentMethods(user.stripeCustomerId!);
    expect(cards.data.map((c) => c.id)).toEqual([after.defaultPaymentMethodId]);
  });

  it("reports a declined card with Stripe's message and keeps no card", async () => {
    const s = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, DECLINED_CARD, s.token);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      message: 'Your card was declined.',
      code: 'CARD_DECLINED',
      decline_code: 'generic_decline',
      error: 'Error updating payment info',
    });
    const gql = await app.graphql(
      GQL,
      { userId: '-', name: 'Sam Seller', number: DECLINED_CARD.number, cvc: '123', expMonth: '12', expYear: DECLINED_CARD.exp_year },
      s.token,
    );
    expect(gql.data.updateBillingCard).toMatchObject({ __typename: 'CardDeclinedError', message: 'Your card was declined.', declineCode: 'generic_decline' });
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(user.defaultPaymentMethodId).toBeNull();
    expect(user.cardSummary).toBeNull();
  });

  it('shows the card through GraphQL after saving it', async () => {
    const s = await createSeller(app);
    const gql = await app.graphql(
      GQL,
      { userId: s.user.id, name: 'Sam Seller', number: '4242424242424242', cvc: '123', expMonth: '1', expYear: '35' },
      s.token,
    );
    expect(gql.data.updateBillingCard).toEqual({ __typename: 'BillingUpdate', user: { cardSummary: 'Visa ending in 4242, expires 01/2035', hasCard: true } });
  });
});
