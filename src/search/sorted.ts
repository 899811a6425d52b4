/** The position of the first item not before `text` in a list sorted by the text `key` gives (its code units' order). */
export function firstFrom<T>(sorted: readonly T[], text: string, key: (item: T) => string = String): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (key(sorted[middle]) < text) low = middle + 1
    else high = middle
  }
  return low
}
