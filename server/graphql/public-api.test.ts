import { isEnumType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ROOT_FIELD_RULES, TYPE_RULES } from '../../shared/api/token-scopes.ts';
import { publicSurface } from '../../shared/api/public-api.ts';
import { schema } from './schema.ts';
import { tokenRule } from '../../shared/api/token-rules.ts';

describe('the partner API surface', () => {
  it('has a token rule for every object type of the schema (a new type is a decision)', () => {
    const missing = Object.values(schema.getTypeMap())
      .filter((t) => (isObjectType(t) || isInterfaceType(t)) && !t.name.startsWith('__') && t.name !== 'Query' && t.name !== 'Mutation')
      .filter((t) => !(t.name in TYPE_RULES) && !(isObjectType(t) && t.getInterfaces().some((i) => i.name === 'Error')))
      .map((t) => t.name);
    expect(missing, 'add these types to TYPE_RULES in shared/api/token-scopes.ts').toEqual([]);
  });

  it('names only root fields that exist', () => {
    for (const root of ['Query', 'Mutation'] as const) {
      const fields = schema.getType(root) as import('graphql').GraphQLObjectType;
      for (const name of Object.keys(ROOT_FIELD_RULES[root])) expect(fields.getFields()[name], `${root}.${name}`).toBeDefined();
    }
  });

  it('keeps accounts, billing, two-factor, connections and token management away from tokens', () => {
    for (const [type, field] of [
      ['Mutation', 'signIn'],
      ['Mutation', 'changePassword'],
      ['Mutation', 'enableTwoFactor'],
      ['Mutation', 'disableTwoFactor'],
      ['Mutation', 'subscribeToPlans'],
      ['Mutation', 'updateBillingCard'],
      ['Mutation', 'connectEbay'],
      ['Mutation', 'createAccessToken'],
      ['Mutation', 'revokeAccessToken'],
      ['Query', 'accessTokens'],
      ['Query', 'user'],
      ['User', 'twoFactorEnabled'],
      ['User', 'isAdmin'],
      ['User', 'aiCreditBalance'],
      ['User', 'phone'],
    ]) {
      expect(tokenRule(schema, type!, field!), `${type}.${field}`).toBe('deny');
    }
  });

  it('describes every public type and field', () => {
    const { types, fields } = publicSurface(schema);
    const undescribedTypes = types
      .filter((t) => (isObjectType(t) || isEnumType(t) || isInterfaceType(t)) && !t.name.startsWith('__'))
      .filter((t) => !['Query', 'Mutation', 'PageInfo', 'Node', 'Error'].includes(t.name) && !t.description?.trim())
      .map((t) => t.name);
    const undescribedFields = fields
      .filter((f) => !f.description?.trim() && !['PageInfo', 'Node', 'Error'].includes(f.type) && !f.type.endsWith('Edge'))
      .map((f) => `${f.type}.${f.field}`);
    expect({ undescribedTypes, undescribedFields }).toEqual({ undescribedTypes: [], undescribedFields: [] });
  });

  it('describes at least 90% of the schema’s fields (issue 30: 831 of 1,022 were)', () => {
    const fields = Object.values(schema.getTypeMap())
      .filter((t) => (isObjectType(t) || isInterfaceType(t)) && !t.name.startsWith('__'))
      .flatMap((t) =>
        Object.values((t as import('graphql').GraphQLObjectType).getFields()).map((f) => ({ name: `${t.name}.${f.name}`, described: !!f.description?.trim() })),
      );
    const described = fields.filter((f) => f.described).length;
    expect(fields.length).toBeGreaterThan(1000);
    expect(
      described / fields.length,
      `undescribed: ${fields
        .filter((f) => !f.described)
        .map((f) => f.name)
        .join(', ')}`,
    ).toBeGreaterThanOrEqual(0.9);
  });
});
