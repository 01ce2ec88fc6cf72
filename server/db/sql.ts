// Quoting for the few places where SQL text cannot take a parameter (issue 29): identifiers chosen
// by our code (aliases, column names) and, inside COPY or shared constant fragments, literals from
// our own enumerations. Values from a request always go as parameters ($1, `= ANY($2)`); the
// architecture test (tests/integration/architecture/sql-text.test.ts) refuses anything else.
import pg from 'pg';

/** pg's identifier quoting (pg-format's %I): `"inventory_items"`. */
export const escapeIdentifier = (name: string): string => pg.escapeIdentifier(name);

/** pg's literal quoting (pg-format's %L): `'LISTED'`. Only where no parameter can go. */
export const escapeLiteral = (value: string): string => pg.escapeLiteral(value);

/** A quoted list for `IN (…)` of constants from our own enumerations (status lists, condition names). */
export const literalListSql = (values: readonly string[]): string => values.map((v) => pg.escapeLiteral(v)).join(', ');
