import { checkPost, formatProblem } from "../content-rules"
import { parseFrontMatter, readFrontMatter } from "../front-matter"
import { calendarDate, dateOrder, dateProblem, dateTimeInstant, publishedAt } from "../written-dates"

/** The problems of a post whose front matter is `date: …`, as the check reads it. */
const problems = (written: string) => {
  const { data } = readFrontMatter([`title: T`, `category: Rust`, `date: ${written}`, `updated: ${written}`].join(`\n`))
  return checkPost(`a.md`, data).map(formatProblem)
}

describe(`dates with a time`, () => {
  it(`reads a real date-time as its day`, () => {
    for (const written of [`2024-06-01T23:59:59Z`, `2024-06-01T00:00:00.5+05:30`, `2024-06-01 12:30 -0800`, `2024-02-29T10:00:00Z`]) {
      expect(calendarDate(written)).toBe(written.slice(0, 10))
      expect(problems(written)).toEqual([])
    }
  })

  it(`refuses a time the clock does not have, naming the field and the value as written, rather than rounding it`, () => {
    expect(calendarDate(`2024-06-01T25:61:00Z`)).toBe(`2024-06-01T25:61:00Z`)
    expect(problems(`2024-06-01T25:61:00Z`)).toEqual(
      [`date`, `updated`].map(
        field =>
          `a.md: ${field}: "2024-06-01T25:61:00Z" has a time that does not exist (the hour 25: hours run from 00 to 23); ` +
          `correct it, or write the day alone (YYYY-MM-DD)`,
      ),
    )
    expect(dateProblem(calendarDate(`2024-06-01T23:60:00Z`))).toMatch(/\(the minute 60: minutes run from 00 to 59\)/)
    expect(dateProblem(calendarDate(`2024-06-01T23:59:60Z`))).toMatch(/\(the second 60: seconds run from 00 to 59\)/)
    expect(dateProblem(calendarDate(`2024-06-01T23:00:00+24:00`))).toMatch(/\(the time zone offset 24:00: an offset is at most 23:59\)/)
    expect(dateProblem(calendarDate(`2024-06-01 10:00 +0575`))).toMatch(/the time zone offset 05:75/)
  })

  it(`refuses a day the calendar does not have, with or without a time`, () => {
    expect(problems(`2024-02-30`)[0]).toBe(`a.md: date: "2024-02-30" is not a real day of the calendar (check the month and the day)`)
    expect(problems(`2023-02-29T10:00:00Z`)[0]).toBe(
      `a.md: date: "2023-02-29T10:00:00Z" is not a real day of the calendar (check the month and the day)`,
    )
    expect(problems(`2024-13-01T10:00:00Z`)).toHaveLength(2)
  })
})

describe(`the order of posts`, () => {
  it(`keeps the time a date gives, for the posts of one day, and the day as written first`, () => {
    expect(dateOrder(`2025-05-01`, `2025-05-01T22:12:03.284Z`)).toBe(`2025-05-01T22:12:03.284`)
    expect(dateOrder(`2024-06-01`, `2024-06-01 12:30 -0800`)).toBe(`2024-06-01T12:30:00.000`)
    expect(dateOrder(`2024-06-01`, `2024-06-01T00:00:00.5+05:30`)).toBe(`2024-06-01T00:00:00.500`)
    expect(dateOrder(`2024-06-01`)).toBe(`2024-06-01T00:00:00.000`)
    // Late on the 1st where it was written comes before early on the 2nd, whatever the zones say of the instants.
    expect(dateOrder(`2024-06-01`, `2024-06-01T23:30:00-05:00`) < dateOrder(`2024-06-02`, `2024-06-02T01:00:00Z`)).toBe(true)
  })

  it(`reads the time from the date line, and leaves a date-time whose time does not exist to the check`, () => {
    const reading = readFrontMatter([`title: T`, `date: "2025-05-01T22:12:03Z" # UTC`].join(`\n`))
    expect(reading.data.date).toBe(`2025-05-01`)
    expect(reading.dateTime).toBe(`2025-05-01T22:12:03Z`)
    expect(readFrontMatter(`date: 2025-05-01`).dateTime).toBeUndefined()
    expect(readFrontMatter(`date: 2025-05-01T25:00:00Z`).dateTime).toBeUndefined()
  })

  it(`gives Gatsby the time as dateTime, never a dateTime the owner wrote`, () => {
    expect(parseFrontMatter(`date: 2025-05-01 09:15`)).toEqual({ date: `2025-05-01`, dateTime: `2025-05-01 09:15` })
    expect(parseFrontMatter([`date: 2025-05-01`, `dateTime: 2025-05-01T10:00:00Z`].join(`\n`))).toEqual({ date: `2025-05-01` })
  })
})

describe(`the instant of a date-time, for the feeds`, () => {
  it(`is UTC, from the zone written, or read as UTC without one`, () => {
    expect(dateTimeInstant(`2016-05-20 22:41:00 +0200`)).toBe(`2016-05-20T20:41:00.000Z`)
    expect(dateTimeInstant(`2025-03-03T06:30:00-03:30`)).toBe(`2025-03-03T10:00:00.000Z`)
    expect(dateTimeInstant(`2025-05-01T22:12:03.284Z`)).toBe(`2025-05-01T22:12:03.284Z`)
    expect(dateTimeInstant(`2025-03-03 19:45`)).toBe(`2025-03-03T19:45:00.000Z`)
    expect(dateTimeInstant(`2025-03-03T25:00:00Z`)).toBeNull()
    expect(dateTimeInstant(`2025-03-03`)).toBeNull()
  })

  it(`is a post's publishedAt when its date gives a time, and its day otherwise`, () => {
    expect(publishedAt({ date: `2016-05-20`, dateTime: `2016-05-20 22:41:00 +0200` })).toBe(`2016-05-20T20:41:00.000Z`)
    expect(publishedAt({ date: `2016-05-20` })).toBe(`2016-05-20`)
  })
})
