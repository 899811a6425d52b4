const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written as YYYY-MM-DD (so 2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const MONTHS = [
  `January`,
  `February`,
  `March`,
  `April`,
  `May`,
  `June`,
  `July`,
  `August`,
  `September`,
  `October`,
  `November`,
  `December`,
]

/** 2025-03-23 → "March 23, 2025", independent of the reader's locale and time zone. */
export function formatDisplayDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split(`-`).map(Number)
  return `${MONTHS[month - 1]} ${day}, ${year}`
}
