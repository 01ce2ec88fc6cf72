import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accountsNamed } from './member-gate.ts';

describe('accountsNamed', () => {
  it('finds the accounts of root fields, through variables, literals and root fragments; none or "-" is the caller', () => {
    const doc = parse(`
      query Q($u: String!) { inventoryStats(userId: $u) { __typename } viewer { id } ...F ... on Query { alerts(userId: "-") { type } } }
      fragment F on Query { syncHealth(userId: "acc-2") { __typename } }
    `);
    expect(accountsNamed(doc, 'Q', { u: 'acc-1' }, 'me').sort()).toEqual(['acc-1', 'acc-2', 'me']);
  });
});
