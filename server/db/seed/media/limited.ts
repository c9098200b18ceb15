/**
 * Runs `task` for every item, at most `limit` at a time (ffmpeg jobs on a small machine).
 * After a failure no new task starts; the promise rejects with the first error once the running ones end.
 */
export async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length && errors.length === 0) {
      const index = next++;
      try {
        await task(items[index], index);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (errors.length) throw errors[0];
}
