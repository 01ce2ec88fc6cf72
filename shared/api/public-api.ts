// The partner API's public surface: the root fields, types and fields an access token can reach
// (token-scopes.ts). The /developers page documents it, and public-api.test.ts requires a
// description on each of them.
import { type GraphQLField, type GraphQLNamedType, type GraphQLSchema, getNamedType, isInterfaceType, isObjectType, isUnionType } from 'graphql';
import { tokenRule } from './token-rules.ts';

export interface PublicField {
  type: string;
  field: string;
  rule: string;
  description: string | null | undefined;
}

/** Fields a token may read, reached from the allowed root fields (following types through fields, unions and interfaces). */
export function publicSurface(schema: GraphQLSchema): { types: GraphQLNamedType[]; fields: PublicField[] } {
  const types = new Map<string, GraphQLNamedType>();
  const fields: PublicField[] = [];
  const seenFields = new Set<string>();
  const queue: GraphQLNamedType[] = [];
  const reach = (t: GraphQLNamedType) => {
    if (types.has(t.name) || t.name.startsWith('__')) return;
    types.set(t.name, t);
    queue.push(t);
  };
  const visitField = (owner: string, f: GraphQLField<unknown, unknown>) => {
    const rule = tokenRule(schema, owner, f.name);
    if (rule === 'deny') return;
    const key = `${owner}.${f.name}`;
    if (!seenFields.has(key)) {
      seenFields.add(key);
      fields.push({ type: owner, field: f.name, rule, description: f.description });
    }
    reach(getNamedType(f.type));
    for (const a of f.args) reach(getNamedType(a.type));
  };
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (root) for (const f of Object.values(root.getFields())) visitField(root.name, f);
  }
  while (queue.length) {
    const t = queue.shift()!;
    if (isUnionType(t)) t.getTypes().forEach(reach);
    if (isInterfaceType(t)) schema.getPossibleTypes(t).forEach(reach);
    if (isObjectType(t) || isInterfaceType(t)) {
      if (tokenRule(schema, t.name, '') === 'deny' && typeof tokenRule(schema, t.name, 'id') !== 'string') continue;
      for (const f of Object.values(t.getFields())) visitField(t.name, f);
      if (isObjectType(t)) t.getInterfaces().forEach(reach);
    }
  }
  return { types: [...types.values()], fields };
}
