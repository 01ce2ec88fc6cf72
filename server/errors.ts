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

/**
 * The class of a failure whose code and status are fixed and whose message is fixed or made from
 * the constructor's arguments, in one line instead of a constructor:
 * `export class EmailTakenError extends errorClass(AccountsError, 'EMAIL_TAKEN', 'An account with this email already exists', 409) {}`
 * or `errorClass(BillingError, 'INVALID_PLAN', (planId: string) => \`The plan ${planId} is not available\`, 400)`.
 * A failure that carries fields (REST details, a GraphQL field) keeps its own constructor.
 */
export function errorClass<B extends new (...args: any[]) => AppError, A extends unknown[] = []>(
  Base: B,
  code: string,
  message: string | ((...args: A) => string),
  status: number,
): new (
  ...args: A
) => InstanceType<B> {
  return class extends Base {
    constructor(...args: any[]) {
      super(code, typeof message === 'string' ? message : message(...(args as A)), status);
    }
  } as unknown as new (
    ...args: A
  ) => InstanceType<B>;
}
