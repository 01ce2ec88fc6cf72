// The token rules applied to a schema and a document: pure (graphql only), so the /developers page
// can use them on schema.graphql in the browser too.
import { type DocumentNode, type GraphQLSchema, isInterfaceType, isObjectType, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { ROOT_FIELD_RULES, TYPE_RULES, type AccessTokenScope, type TokenRule } from './token-scopes.ts';

/** The rule for `type.field` (default deny; Error types are open). */
export function tokenRule(schema: GraphQLSchema, typeName: string, fieldName: string): TokenRule {
  if (typeName === 'Query' || typeName === 'Mutation') return ROOT_FIELD_RULES[typeName][fieldName] ?? 'deny';
  const rule = TYPE_RULES[typeName];
  if (typeof rule === 'string') return rule;
  if (rule) return rule[fieldName] ?? 'deny';
  const type = schema.getType(typeName);
  if (isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Error')) return 'open';
  return 'deny';
}

/** Every field of the document a token with these scopes may not read, as messages. */
export function tokenRefusals(schema: GraphQLSchema, document: DocumentNode, scopes: ReadonlySet<AccessTokenScope>): string[] {
  const typeInfo = new TypeInfo(schema);
  const refused = new Set<string>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const field = node.name.value;
        if (!parent || field.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) return;
        const rule = tokenRule(schema, parent.name, field);
        if (rule === 'open') return;
        if (rule === 'deny') refused.add(`${parent.name}.${field} is not available to access tokens`);
        else if (!scopes.has(rule)) refused.add(`${parent.name}.${field} needs the ${rule} scope`);
      },
    }),
  );
  return [...refused];
}
