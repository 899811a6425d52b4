// Work on many files, a bounded number at a time: all at once, a build of
// thousands of pages or posts runs out of the process's file handles (EMFILE)
// and holds every file's bytes in memory together.

/** `run` of each item, at most `limit` running at once; the results in the items' order. */
export async function mapAtOnce<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await run(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}
