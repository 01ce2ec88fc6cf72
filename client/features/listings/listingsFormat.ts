// Text of the listings pages that follows a spec rule (001 §8). Pure, unit-tested.

/** Spec 001 §8: 'Error: {name} - {message}', or the apology when the error says nothing. */
export function listingsErrorText(error: unknown): string {
  if (error instanceof Error && error.message) return `Error: ${error.name} - ${error.message}`;
  return 'Error: Sorry, something went wrong. Please try again later.';
}
