import {
  coerceInputValue,
  getNamedType,
  type GraphQLError,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
  isNonNullType,
  isScalarType,
  isEnumType,
  Kind,
  type OperationDefinitionNode,
  typeFromAST,
  visit,
  type GraphQLInputType,
  print,
} from 'graphql';

/**
 * Shopify answers query errors in graphql-ruby's words and shapes (HTTP 200): static validation
 * errors carry `path` (from the operation, e.g. ["query Shop", "shop", "x"]) and
 * `extensions.code` ("undefinedField", "argumentNotAccepted", …); a variable that cannot be
 * coerced is "Variable $input of type ProductSetInput! was provided invalid value for
 * variants.0.price (Could not coerce value \"abc\" to Money)" with `extensions {code, value, problems}`.
 * graphql-js finds the same faults; these functions reword them.
 */

type ShopifyError = { message: string; locations?: { line: number; column: number }[]; path?: (string | number)[]; extensions: Record<string, unknown> };

const operationLabel = (op: OperationDefinitionNode) => (op.name ? `${op.operation} ${op.name.value}` : op.operation);

/** graphql-ruby's path of a node: the operation, then field names (and argument names) down to it. */
function pathTo(doc: DocumentNode, target: ASTNode | undefined): string[] | undefined {
  if (!target) return undefined;
  const stack: string[] = [];
  let found: string[] | undefined;
  visit(doc, {
    enter(node) {
      if (found) return false;
      const label =
        node.kind === Kind.OPERATION_DEFINITION
          ? operationLabel(node)
          : node.kind === Kind.FRAGMENT_DEFINITION
            ? `fragment ${node.name.value}`
            : node.kind === Kind.FIELD || node.kind === Kind.ARGUMENT
              ? node.name.value
              : node.kind === Kind.INLINE_FRAGMENT
                ? `... on ${node.typeCondition?.name.value ?? ''}`.trim()
                : null;
      if (label !== null) stack.push(label);
      if (node === target) found = [...stack];
      return undefined;
    },
    leave(node) {
      if ([Kind.OPERATION_DEFINITION, Kind.FRAGMENT_DEFINITION, Kind.FIELD, Kind.ARGUMENT, Kind.INLINE_FRAGMENT].includes(node.kind as never)) stack.pop();
    },
  });
  return found;
}

const named = (t: string) => t.replace(/[[\]!]/g, '');

/** One graphql-js validation error in Shopify's wording. */
export function shopifyValidationError(doc: DocumentNode, err: GraphQLError): ShopifyError {
  const node = err.nodes?.[0];
  const base = { ...(err.locations ? { locations: [...err.locations] } : {}) };
  const path = pathTo(doc, node);
  const out = (message: string, extensions: Record<string, unknown>, p = path): ShopifyError => ({ message, ...base, ...(p ? { path: p } : {}), extensions });
  let m: RegExpExecArray | null;
  if ((m = /^Cannot query field "(\w+)" on type "(\w+)"\./.exec(err.message)))
    return out(`Field '${m[1]}' doesn't exist on type '${m[2]}'`, { code: 'undefinedField', typeName: m[2], fieldName: m[1] });
  if ((m = /^Unknown argument "(\w+)" on field "\w+\.(\w+)"\./.exec(err.message)))
    return out(`Field '${m[2]}' doesn't accept argument '${m[1]}'`, { code: 'argumentNotAccepted', name: m[2], typeName: 'Field', argumentName: m[1] });
  if ((m = /^Field "(\w+)" argument "(\w+)" of type "[^"]+" is required, but it was not provided\./.exec(err.message)))
    return out(`Field '${m[1]}' is missing required arguments: ${m[2]}`, { code: 'missingRequiredArguments', className: 'Field', name: m[1], arguments: m[2] });
  if ((m = /^Field "(\w+)" must not have a selection since type "([^"]+)" has no subfields\./.exec(err.message))) {
    const subs = node?.kind === Kind.FIELD ? (node.selectionSet?.selections ?? []).map((s) => (s.kind === Kind.FIELD ? s.name.value : '...')) : [];
    return out(`Selections can't be made on scalars (field '${m[1]}' returns ${named(m[2]!)} but has selections [${subs.join(', ')}])`, {
      code: 'selectionMismatch',
      nodeName: `field '${m[1]}'`,
      typeName: named(m[2]!),
    });
  }
  if ((m = /^Field "(\w+)" of type "([^"]+)" must have a selection of subfields\./.exec(err.message)))
    return out(`Field must have selections (field '${m[1]}' returns ${named(m[2]!)} but has no selections. Did you mean '${m[1]} { ... }'?)`, {
      code: 'selectionMismatch',
      nodeName: `field '${m[1]}'`,
      typeName: named(m[2]!),
    });
  if ((m = /^Variable "\$(\w+)" is never used(?: in operation "(\w+)")?\./.exec(err.message)))
    return out(`Variable $${m[1]} is declared by ${m[2] ?? 'anonymous query'} but not used`, { code: 'variableNotUsed', variableName: m[1] });
  if ((m = /^Variable "\$(\w+)" is not defined(?: by operation "(\w+)")?\./.exec(err.message)))
    return out(`Variable $${m[1]} is used by ${m[2] ?? 'anonymous query'} but not declared`, { code: 'variableNotDefined', variableName: m[1] });
  if ((m = /^Unknown type "(\w+)"\./.exec(err.message))) {
    const v = doc.definitions
      .flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? (d.variableDefinitions ?? []) : []))
      .find((d) => named(print(d.type)) === m![1]);
    return out(`${m[1]} isn't a defined input type (on $${v?.variable.name.value ?? ''})`, {
      code: 'variableRequiresValidType',
      typeName: m[1],
      variableName: v?.variable.name.value,
    });
  }
  if ((m = /^Variable "\$(\w+)" of type "([^"]+)" used in position expecting type "([^"]+)"\./.exec(err.message))) {
    const argPath = pathTo(doc, err.nodes?.[1]);
    const arg = argPath?.[argPath.length - 1] ?? '';
    const kind = named(m[2]!) === named(m[3]!) ? 'Nullability mismatch' : 'Type mismatch';
    return out(
      `${kind} on variable $${m[1]} and argument ${arg} (${m[2]} / ${m[3]})`,
      { code: 'variableMismatch', variableName: m[1], typeName: m[2], argumentName: arg, errorMessage: kind },
      argPath,
    );
  }
  if ((m = /^(?:Expected value of type "([^"]+)", found (.*?)(?:;.*)?\.|(\w+) cannot represent [^:]*: (.*))$/.exec(err.message))) {
    const argPath = path ?? [];
    const arg = argPath[argPath.length - 1] ?? '';
    const field = argPath[argPath.length - 2] ?? '';
    const type = m[1] ?? m[3]!;
    const value = m[2] ?? m[4]!;
    return out(`Argument '${arg}' on Field '${field}' has an invalid value (${value}). Expected type '${type}'.`, {
      code: 'argumentLiteralsIncompatible',
      typeName: 'Field',
      argumentName: arg,
    });
  }
  return out(err.message, { code: 'validationError' });
}

/** graphql-ruby's explanation of one coercion problem. */
function explain(type: GraphQLInputType, value: unknown, err: GraphQLError): string {
  if (/^Could not coerce/.test(err.message)) return err.message;
  let m: RegExpExecArray | null;
  if (/found null|must not be null/.test(err.message) || value === null) return 'Expected value to not be null';
  if ((m = /^Field "(\w+)" is not defined by type "(\w+)"/.exec(err.message))) return `Field is not defined on ${m[2]}`;
  if (/^Field "\w+" of required type "[^"]+" was not provided/.test(err.message)) return 'Expected value to not be null';
  const t = getNamedType(type);
  if (isEnumType(t))
    return `Expected ${JSON.stringify(value)} to be one of: ${t
      .getValues()
      .map((v) => v.name)
      .join(', ')}`;
  if (isScalarType(t)) return `Could not coerce value ${JSON.stringify(value)} to ${t.name}`;
  return err.message;
}

/**
 * Checks the operation's variables as graphql-ruby does before execution; returns Shopify's errors
 * (one per variable) or none.
 */
export function variableErrors(schema: GraphQLSchema, op: OperationDefinitionNode, inputs: Record<string, unknown>): ShopifyError[] {
  const errors: ShopifyError[] = [];
  for (const def of op.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    const type = typeFromAST(schema, def.type as never) as GraphQLInputType | undefined;
    if (!type) continue;
    const problems: { path: (string | number)[]; explanation: string }[] = [];
    const value = inputs[name];
    if (value === undefined || value === null) {
      if (isNonNullType(type) && !def.defaultValue) problems.push({ path: [], explanation: 'Expected value to not be null' });
    } else {
      coerceInputValue(value, type, (p, invalid, e) => {
        problems.push({ path: [...p], explanation: explain(type, invalid, e) });
      });
    }
    if (!problems.length) continue;
    const fields = problems.filter((p) => p.path.length).map((p) => `${p.path.join('.')} (${p.explanation})`);
    const typeText = String(type);
    errors.push({
      message: `Variable $${name} of type ${typeText} was provided invalid value${fields.length ? ` for ${fields.join(', ')}` : ''}`,
      ...(def.loc ? { locations: [{ line: def.loc.startToken.line, column: def.loc.startToken.column }] } : {}),
      extensions: { code: 'INVALID_VARIABLE', value: value ?? null, problems },
    });
  }
  return errors;
}
