import { GraphQLError, Kind, type GraphQLScalarType, type GraphQLSchema, type ValueNode, print } from 'graphql';

/**
 * Shopify's scalars as the Admin API serialises and coerces them (the SDL alone leaves them
 * pass-through): Money is a decimal string with the currency's two places ("19.90"), Decimal a
 * decimal string ("19.9", "10.0"), DateTime ISO 8601 in UTC without milliseconds
 * ("2026-11-26T18:00:00Z"). Inputs that are not such values are refused with graphql-ruby's
 * explanation ("Could not coerce value \"abc\" to Money"), which the variable error carries.
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;

const coerceFailure = (value: unknown, type: string) =>
  new GraphQLError(`Could not coerce value ${typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value))} to ${type}`);

function decimalInput(value: unknown, type: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  throw coerceFailure(value, type);
}

/** "19.90" → "19.9", "10" → "10.0": the shortest decimal with at least one fractional digit. */
export function decimalString(value: string | number): string {
  const s = String(value);
  if (!DECIMAL.test(s)) return s;
  const [int, frac = ''] = s.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return `${int}.${trimmed || '0'}`;
}

/** "19.9" → "19.90". Amounts keep two places: the sandbox's shops sell in GBP, USD or EUR. */
export function moneyString(value: string | number): string {
  const s = String(value);
  if (!DECIMAL.test(s)) return s;
  const [int, frac = ''] = s.split('.');
  return `${int}.${(frac + '00').slice(0, Math.max(2, frac.replace(/0+$/, '').length))}`;
}

/** 2026-11-26T18:00:00.123Z → 2026-11-26T18:00:00Z. */
export const dateTimeString = (value: string | number | Date) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');

function literal(node: ValueNode, type: string): string {
  if (node.kind === Kind.STRING || node.kind === Kind.INT || node.kind === Kind.FLOAT) return node.value;
  throw new GraphQLError(`Could not coerce value ${print(node)} to ${type}`);
}

function patch(schema: GraphQLSchema, name: string, impl: Pick<GraphQLScalarType, 'serialize' | 'parseValue' | 'parseLiteral'>) {
  const t = schema.getType(name) as GraphQLScalarType | undefined;
  if (t) Object.assign(t, impl);
}

export function installShopifyScalars(schema: GraphQLSchema): GraphQLSchema {
  patch(schema, 'Money', {
    serialize: (v) => moneyString(v as string),
    parseValue: (v) => moneyString(decimalInput(v, 'Money')),
    parseLiteral: (n) => moneyString(decimalInput(literal(n, 'Money'), 'Money')),
  });
  patch(schema, 'Decimal', {
    serialize: (v) => decimalString(v as string),
    parseValue: (v) => decimalString(decimalInput(v, 'Decimal')),
    parseLiteral: (n) => decimalString(decimalInput(literal(n, 'Decimal'), 'Decimal')),
  });
  const dateInput = (v: unknown) => {
    if (typeof v === 'string' && !Number.isNaN(Date.parse(v))) return dateTimeString(v);
    throw coerceFailure(v, 'DateTime');
  };
  patch(schema, 'DateTime', {
    serialize: (v) => dateTimeString(v as string),
    parseValue: dateInput,
    parseLiteral: (n) => dateInput(literal(n, 'DateTime')),
  });
  return schema;
}
