// The token rules applied to a schema and a document: pure (graphql only), so the /developers page
// can use them on schema.graphql in the browser too.
import { type DocumentNode, type GraphQLSchema, isInterfaceType, isObjectType, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { ACCESS_TOKEN_SCOPES, ROOT_FIELD_RULES, TYPE_RULES, type AccessTokenScope, type Permission, type TokenRule } from './token-scopes.ts';

/** The permission `type.field` needs (default deny; Error types are open): members and tokens alike. */
export function permissionRule(schema: GraphQLSchema, typeName: string, fieldName: string): TokenRule {
  if (typeName === 'Query' || typeName === 'Mutation') return ROOT_FIELD_RULES[typeName][fieldName] ?? 'deny';
  const rule = TYPE_RULES[typeName];
  if (typeof rule === 'string') return rule;
  if (rule) return rule[fieldName] ?? rule['*'] ?? 'deny';
  const type = schema.getType(typeName);
  if (isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Error')) return 'open';
  return 'deny';
}

const isTokenScope = (rule: TokenRule): rule is AccessTokenScope => (ACCESS_TOKEN_SCOPES as readonly string[]).includes(rule);

/** The rule for a token: a permission only a person may hold is 'deny'. */
export function tokenRule(schema: GraphQLSchema, typeName: string, fieldName: string): TokenRule {
  const rule = permissionRule(schema, typeName, fieldName);
  return rule === 'open' || isTokenScope(rule) ? rule : 'deny';
}

/** Every field of the document refused by `rule` to a holder of `held`, as messages. */
function refusals(
  schema: GraphQLSchema,
  document: DocumentNode,
  rule: typeof permissionRule,
  held: ReadonlySet<string>,
  words: { deny: string; needs: string },
): string[] {
  const typeInfo = new TypeInfo(schema);
  const refused = new Set<string>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const field = node.name.value;
        if (!parent || field.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) return;
        const r = rule(schema, parent.name, field);
        if (r === 'open') return;
        if (r === 'deny') refused.add(`${parent.name}.${field} ${words.deny}`);
        else if (!held.has(r)) refused.add(`${parent.name}.${field} needs the ${r} ${words.needs}`);
      },
    }),
  );
  return [...refused];
}

/** Every field of the document a token with these scopes may not read, as messages. */
export function tokenRefusals(schema: GraphQLSchema, document: DocumentNode, scopes: ReadonlySet<AccessTokenScope>): string[] {
  return refusals(schema, document, tokenRule, scopes, { deny: 'is not available to access tokens', needs: 'scope' });
}

/**
 * Every field of the document a team member with these permissions may not use on the account
 * (issue 35): the same walk and rules as a token's, with the member's role's permissions.
 */
export function permissionRefusals(schema: GraphQLSchema, document: DocumentNode, permissions: ReadonlySet<Permission>): string[] {
  return refusals(schema, document, permissionRule, permissions, { deny: 'is not available to team members', needs: 'permission' });
}
