/**
 * Runs an action over ids in batches, one batch after another, reporting how many are done (the
 * bulk bar's progress). Stops at the first failure and passes it on.
 */
export async function runInBatches(ids: readonly string[], size: number, run: (batch: string[]) => Promise<void>, onProgress: (done: number) => void) {
  onProgress(0);
  for (let i = 0; i < ids.length; i += size) {
    const batch = ids.slice(i, i + size);
    await run(batch);
    onProgress(Math.min(i + batch.length, ids.length));
  }
}
