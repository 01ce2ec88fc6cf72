// Which eBay category an item's title asks for, without asking eBay once per title. Pure.
// eBay's Taxonomy API allows 5,000 calls a day (api-notes §2.4): a seller listing 10,000 variants
// of one product ("… Headphones 1", "… Headphones 2") must not ask 10,000 times.

/**
 * The part of a title that decides its category: lower-case words, without words that start with a
 * digit (sequence numbers, sizes, counts, wattages: "12", "500ml", "2x", "100W"). Titles with the
 * same key get the same suggestion; words that start with a letter ("iPhone13", "USB") stay.
 */
export function categoryTitleKey(title: string): string {
  return title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !/^\p{N}/u.test(w))
    .join(' ');
}

/** Runs `work` over `inputs`, at most `limit` at a time (eBay's limits are per second as well as per day). */
export async function mapLimited<T, R>(inputs: readonly T[], limit: number, work: (input: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(inputs.length);
  let next = 0;
  let failure: { err: unknown } | null = null;
  // After a failure no lane takes new work, and the call answers only once every lane has
  // stopped: work still running after its job has failed would race the job's retry (issue 32:
  // an OnBuy product submission still in flight made the retry wait for it, and nothing followed up).
  const lane = async () => {
    while (next < inputs.length && !failure) {
      const i = next++;
      try {
        out[i] = await work(inputs[i]!);
      } catch (err) {
        failure ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, lane));
  if (failure) throw (failure as { err: unknown }).err;
  return out;
}
