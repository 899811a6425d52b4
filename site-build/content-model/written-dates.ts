// A date as the owner writes it: a day (YYYY-MM-DD), or a date-time whose day
// the site keeps. A day or a time that does not exist (2024-02-30, 25:61) is
// kept as written for the check to refuse: read as a Date it would roll over
// into another day, and the post would be dated, listed and published by that.
import { isIsoDate } from "./iso-date"

// 2015-05-01T22:12:03.284Z, 2026-05-09T12:00:00+05:30, 2016-05-20 22:41:00 +0200
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)?$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** What the clock does not have in a date-time's time and offset, or null. */
function clockProblem([, , hours, minutes, seconds, , , offsetHours, offsetMinutes]: RegExpExecArray): string | null {
  if (Number(hours) > 23) return `the hour ${hours}: hours run from 00 to 23`
  if (Number(minutes) > 59) return `the minute ${minutes}: minutes run from 00 to 59`
  if (seconds && Number(seconds) > 59) return `the second ${seconds}: seconds run from 00 to 59`
  if (offsetHours && (Number(offsetHours) > 23 || Number(offsetMinutes ?? 0) > 59)) {
    return `the time zone offset ${offsetHours}:${offsetMinutes ?? `00`}: an offset is at most 23:59`
  }
  return null
}

/**
 * "2015-05-01T22:12:03.284Z" → "2015-05-01": the day as written, whatever the
 * time zone; the value itself when its day or its time does not exist.
 */
export function calendarDate(value: string): string {
  const match = DATE_TIME.exec(value)
  return match && isIsoDate(match[1]) && !clockProblem(match) ? match[1] : value
}

/** True when `value` is a real day with a real time of day: a date-time that calendarDate reduces to its day. */
export function hasTimeOfDay(value: string): boolean {
  return calendarDate(value) !== value
}

/**
 * What orders posts: the day as written, then the time of day as written, its time zone left out
 * ("2025-05-01T22:12:03.284Z" → "2025-05-01T22:12:03.284"); a day alone is its start ("2025-05-01T00:00:00.000").
 * A post's day is the one its author wrote wherever they were, so days sort first, and the posts of one day by
 * their clocks. Every key has the same length, so keys sort as text.
 */
export function dateOrder(date: string, dateTime?: string | null): string {
  const match = dateTime ? DATE_TIME.exec(dateTime) : null
  if (!match || clockProblem(match)) return `${date}T00:00:00.000`
  const [, day, hours, minutes, seconds = `00`, fraction = `.`] = match
  return `${day}T${hours}:${minutes}:${seconds}.${fraction.slice(1, 4).padEnd(3, `0`)}`
}

/**
 * The instant a date-time names, in UTC ("2016-05-20 22:41:00 +0200" → "2016-05-20T20:41:00.000Z"), for the feeds,
 * whose readers order entries by it. One without a zone is read as UTC, as a day alone is its midnight UTC.
 */
export function dateTimeInstant(dateTime: string): string | null {
  const match = DATE_TIME.exec(dateTime)
  if (!match || !isIsoDate(match[1]) || clockProblem(match)) return null
  const [, day, hours, minutes, seconds = `00`, fraction = ``, sign, offsetHours = `00`, offsetMinutes = `00`] = match
  const written = Date.parse(`${day}T${hours}:${minutes}:${seconds}${fraction.slice(0, 4)}Z`)
  const offset = sign ? (sign === `-` ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000 : 0
  return new Date(written - offset).toISOString()
}

/** When a post was published, for machines: the instant its date-time names (dateTimeInstant), or its day. */
export function publishedAt({ date, dateTime }: Record<string, string | undefined>): string {
  return (dateTime && dateTimeInstant(dateTime)) || (date ?? ``)
}

/** What is wrong with a date field's value as read (calendarDate), or null for a real day. */
export function dateProblem(value: string): string | null {
  if (isIsoDate(value)) return null
  const match = DATE_TIME.exec(value)
  const day = match ? match[1] : DAY.test(value) ? value : null
  if (day === null) return `"${value}" is not a date (write it as YYYY-MM-DD)`
  if (!isIsoDate(day)) return `"${value}" is not a real day of the calendar (check the month and the day)`
  const clock = match && clockProblem(match)
  return `"${value}" has a time that does not exist (${clock}); correct it, or write the day alone (YYYY-MM-DD)`
}
