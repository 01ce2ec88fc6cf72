import {
  getNamedType,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type GraphQLOutputType,
  valueFromASTUntyped,
} from 'graphql';

const MUTATION_COST = 10;

/**
 * Shopify's calculated query cost (api-notes §3.4): scalars and enums 0, objects 1, connections
 * 2 + page size × cost of one element, mutations 10. `requested` uses first/last; `actual` walks the
 * data returned, so a page that came back short costs less and the difference is refunded.
 */
export function queryCost(
  schema: GraphQLSchema,
  doc: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  data?: unknown,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let op: OperationDefinitionNode | undefined;
  for (const d of doc.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    if (d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName)) op ??= d;
  }
  if (!op) return 0;
  const root = op.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  const actual = data !== undefined;

  const walk = (set: SelectionSetNode | undefined, type: GraphQLCompositeType, value: unknown, isRoot: boolean): number => {
    if (!set) return 0;
    let sum = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT || sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = sel.kind === Kind.FRAGMENT_SPREAD ? fragments.get(sel.name.value) : sel;
        if (!frag) continue;
        const cond = frag.typeCondition ? (schema.getType(frag.typeCondition.name.value) as GraphQLCompositeType | undefined) : type;
        if (
          actual &&
          value &&
          typeof value === 'object' &&
          frag.typeCondition &&
          isAbstractType(type) &&
          (value as { __typename?: string }).__typename &&
          (value as { __typename?: string }).__typename !== frag.typeCondition.name.value &&
          !isInterfaceType(cond)
        )
          continue;
        sum += walk(frag.selectionSet, cond ?? type, value, isRoot);
        continue;
      }
      if (sel.name.value.startsWith('__')) continue;
      const fields = isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
      const def = fields[sel.name.value];
      if (!def) continue;
      const named = getNamedType(def.type);
      if (isLeafType(named)) continue;
      const key = sel.alias?.value ?? sel.name.value;
      const child = actual && value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      const args = Object.fromEntries((sel.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]));
      let cost: number;
      if (named.name.endsWith('Connection')) {
        // 2 for the connection, then each element costs what its node costs; edges/nodes/pageInfo wrappers are free.
        const conn = named as GraphQLCompositeType;
        const element = (item: unknown) => elementCost(sel.selectionSet, conn, item);
        if (actual) {
          const items = connectionItems(child);
          cost = 2 + items.reduce<number>((s, item) => s + element(item), 0);
        } else cost = 2 + Number(args.first ?? args.last ?? 0) * element(undefined);
      } else if (isList(def.type) && actual && Array.isArray(child)) {
        cost = child.reduce<number>((s, item) => s + 1 + walk(sel.selectionSet, named as GraphQLCompositeType, item, false), 0);
      } else {
        if (actual && (child === null || child === undefined)) continue;
        cost = 1 + walk(sel.selectionSet, named as GraphQLCompositeType, child, false);
      }
      sum += isRoot && op.operation === 'mutation' ? cost - 1 + MUTATION_COST : cost;
    }
    return sum;
  };
  /** Cost of one element of a connection: the node, reached through `edges { node }` or `nodes`. */
  const elementCost = (set: SelectionSetNode | undefined, conn: GraphQLCompositeType, item: unknown): number => {
    let best = 0;
    const fields = isObjectType(conn) ? conn.getFields() : {};
    for (const sel of set?.selections ?? []) {
      if (sel.kind !== Kind.FIELD) continue;
      const nodeType = (name: string) => getNamedType(fields[name]!.type) as GraphQLCompositeType;
      if (sel.name.value === 'nodes')
        best = Math.max(best, 1 + walk(sel.selectionSet, nodeType('nodes'), item === undefined ? undefined : (item as { node: unknown }).node, false));
      if (sel.name.value === 'edges') {
        const node = sel.selectionSet?.selections.find((x) => x.kind === Kind.FIELD && x.name.value === 'node');
        if (node && node.kind === Kind.FIELD) {
          const edgeFields = (nodeType('edges') as { getFields(): Record<string, { type: GraphQLOutputType }> }).getFields();
          best = Math.max(
            best,
            1 +
              walk(
                node.selectionSet,
                getNamedType(edgeFields.node!.type) as GraphQLCompositeType,
                item === undefined ? undefined : (item as { node: unknown }).node,
                false,
              ),
          );
        }
      }
    }
    return best;
  };
  return walk(op.selectionSet, root, data, true);
}

function isList(t: GraphQLOutputType): boolean {
  return isListType(isNonNullType(t) ? t.ofType : t);
}

/** The returned elements of a connection value, each as `{node}` (from edges or nodes, whichever came back). */
function connectionItems(value: unknown): { node: unknown }[] {
  if (!value || typeof value !== 'object') return [];
  const v = value as { edges?: { node?: unknown }[]; nodes?: unknown[] };
  if (v.nodes) return v.nodes.map((node) => ({ node }));
  return (v.edges ?? []).map((e) => ({ node: e?.node }));
}
