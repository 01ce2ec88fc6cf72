// The reference part of /developers, built from schema.graphql (the same SDL the server prints) and
// the token rules: only what an access token can reach, with each field's scope.
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { publicSurface } from '../../../shared/api/public-api.ts';
import { tokenRule } from '../../../shared/api/token-rules.ts';

export interface RefField {
  name: string;
  type: string;
  description: string;
  scope: string;
  args: { name: string; type: string; description: string }[];
}
export interface RefType {
  name: string;
  kind: 'object' | 'interface' | 'union' | 'enum' | 'input';
  description: string;
  fields: RefField[];
  values: { name: string; description: string }[];
}

const argOf = (a: GraphQLArgument) => ({ name: a.name, type: String(a.type), description: a.description ?? '' });

export function buildReference(sdl: string): { roots: { query: RefField[]; mutation: RefField[] }; types: RefType[] } {
  const schema = buildSchema(sdl);
  const { types, fields } = publicSurface(schema);
  const allowed = new Set(fields.map((f) => `${f.type}.${f.field}`));
  const fieldOf = (owner: string, f: GraphQLField<unknown, unknown>): RefField => ({
    name: f.name,
    type: String(f.type),
    description: f.description ?? '',
    scope: tokenRule(schema, owner, f.name),
    args: f.args.map(argOf),
  });
  const rootFields = (name: 'Query' | 'Mutation') => {
    const root = schema.getType(name);
    if (!isObjectType(root)) return [];
    return Object.values(root.getFields())
      .filter((f) => allowed.has(`${name}.${f.name}`))
      .map((f) => fieldOf(name, f));
  };
  // Input types reached through the public fields' arguments.
  const inputs = new Map<string, RefType>();
  const reachInput = (typeName: string) => {
    const t = schema.getType(typeName);
    if (!isInputObjectType(t) || inputs.has(t.name)) return;
    inputs.set(t.name, {
      name: t.name,
      kind: 'input',
      description: t.description ?? '',
      fields: Object.values(t.getFields()).map((f) => ({ name: f.name, type: String(f.type), description: f.description ?? '', scope: 'open', args: [] })),
      values: [],
    });
    for (const f of Object.values(t.getFields())) reachInput(getNamedType(f.type).name);
  };
  for (const f of fields) {
    const owner = schema.getType(f.type);
    if (isObjectType(owner)) for (const a of owner.getFields()[f.field]?.args ?? []) reachInput(getNamedType(a.type).name);
  }
  const refTypes: RefType[] = types
    .filter((t) => !['Query', 'Mutation'].includes(t.name) && !t.name.startsWith('__'))
    .flatMap((t): RefType[] => {
      if (isObjectType(t) || isInterfaceType(t)) {
        const fs = Object.values(t.getFields()).filter((f) => allowed.has(`${t.name}.${f.name}`));
        if (!fs.length) return [];
        return [
          {
            name: t.name,
            kind: isObjectType(t) ? 'object' : 'interface',
            description: t.description ?? '',
            fields: fs.map((f) => fieldOf(t.name, f)),
            values: [],
          },
        ];
      }
      if (isUnionType(t))
        return [
          {
            name: t.name,
            kind: 'union',
            description: `One of: ${t
              .getTypes()
              .map((m) => m.name)
              .join(', ')}.`,
            fields: [],
            values: [],
          },
        ];
      if (isEnumType(t)) {
        return [
          {
            name: t.name,
            kind: 'enum',
            description: t.description ?? '',
            fields: [],
            values: t.getValues().map((v) => ({ name: v.name, description: v.description ?? '' })),
          },
        ];
      }
      return [];
    });
  return {
    roots: { query: rootFields('Query'), mutation: rootFields('Mutation') },
    types: [...refTypes, ...inputs.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
