import { builder } from './builder.ts';

/** Base for expected failures returned as union members (CONVENTIONS.md §5). */
export const ErrorInterface = builder.interfaceRef<Error & { code: string }>('Error').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.exposeString('code'),
  }),
});

/**
 * Registers an expected-failure class (a module's `<domain>.errors.ts`) as a GraphQL object type
 * implementing Error, so the errors plugin can put it in a mutation's result union.
 */
export function errorType<T extends Error & { code: string }>(cls: new (...args: any[]) => T, name: string, extra?: (t: any) => object) {
  builder.objectType(cls as any, {
    name,
    interfaces: [ErrorInterface],
    isTypeOf: (v: unknown) => v instanceof cls,
    fields: (t: any) => ({ ...(extra?.(t) ?? {}) }),
  });
}
