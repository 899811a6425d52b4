// The order of names the owner writes (categories, tags) in the pages' lists,
// put in order when the site is built (tag-counts.ts). Names in ASCII alone:
// letters first, case aside, then as written, the same on every machine
// whatever its ICU, and for English the order a reader expects. A list with
// any other letter is sorted by the page's language's collation
// (Intl.Collator: "ä" after "z" in Swedish, among the a's in German), the
// whole list one way.

const ACCENTS = /[\u0300-\u036f]/g
// eslint-disable-next-line no-control-regex -- the ASCII range itself
const NON_ASCII = /[^\u0000-\u007f]/

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

const collators = new Map<string, Intl.Collator>()

/** The comparison for sorting `names` in `lang`: compareNames for ASCII alone, the language's collation otherwise. */
export function nameOrder(names: readonly string[], lang: string): (a: string, b: string) => number {
  if (!names.some(name => NON_ASCII.test(name))) return compareNames
  let collator = collators.get(lang)
  if (!collator) {
    collator = new Intl.Collator(lang)
    collators.set(lang, collator)
  }
  const language = collator
  return (a, b) => language.compare(a, b) || compareStrings(a, b)
}
