/**
 * The one base of expected failures (CONVENTIONS.md §5): a stable `code` clients may branch on,
 * the message the user sees (the spec's wording), and the HTTP status the REST API answers with.
 * Module errors (`server/modules/<m>/<m>.errors.ts`) extend it; GraphQL returns them as union
 * members (server/graphql/errors.ts), REST maps them in one place (server/rest/errors.ts).
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }

  /** The legacy REST body's fields besides `statusCode` and `message`; subclasses add their details. */
  restFields(): Record<string, unknown> {
    return { code: this.code };
  }
}
