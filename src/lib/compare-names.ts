// The order of names the owner writes (categories, tags) in lists: letters
// before their accents, case aside, then as written. Without Intl: the first
// localeCompare on a page sets up the browser's collator, which takes a phone's
// main thread during hydration far longer than sorting lists of a few dozen
// names, whose order this matches for Latin letters (other scripts follow their code points).

const ACCENTS = /[\u0300-\u036f]/g

/** "Café" → "cafe": what two names are compared by first. */
function sortKey(name: string): string {
  return name.normalize(`NFKD`).replace(ACCENTS, ``).toLowerCase()
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** For Array.prototype.sort: "apple" < "Banana" < "café" < "Cafe2" < "Zeta" < "Языки". */
export function compareNames(a: string, b: string): number {
  return compareStrings(sortKey(a), sortKey(b)) || compareStrings(a, b)
}
