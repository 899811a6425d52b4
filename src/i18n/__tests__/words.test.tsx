import React from "react"
import { render } from "@testing-library/react"
import en from "../en.json"
import sw from "../sw.json"
import ar from "../ar.json"
import { countWords, fill, fillParts, formatDate, formatMonth } from "../words"

it(`fills a string's placeholders, leaving one it is not given as written`, () => {
  expect(fill(`© {year} @{handle}.`, { year: 2026, handle: `jumakip` })).toBe(`© 2026 @jumakip.`)
  expect(fill(`Part {index} of {total}`, { index: 2 })).toBe(`Part 2 of {total}`)
})

it(`fills placeholders with markup`, () => {
  const parts = fillParts(en.post.updated, { date: <time dateTime="2025-03-23">March 23, 2025</time> })
  expect(render(<p>{parts}</p>).container.innerHTML).toBe(`<p>Updated <time datetime="2025-03-23">March 23, 2025</time></p>`)
})

it(`counts in each language's plural forms, with its own numerals`, () => {
  expect(countWords(`en`, en.post.readingTime, 1)).toBe(`1 min read`)
  expect(countWords(`en`, en.post.readingTime, 5)).toBe(`5 min read`)
  expect(countWords(`sw`, sw.post.readingTime, 1)).toBe(`dakika 1 ya kusoma`)
  expect(countWords(`sw`, sw.post.readingTime, 5)).toBe(`dakika 5 za kusoma`)
  expect(countWords(`ar`, ar.post.readingTime, 1)).toBe(`دقيقة واحدة للقراءة`)
  expect(countWords(`ar`, ar.post.readingTime, 2)).toBe(`دقيقتان للقراءة`)
  expect(countWords(`ar`, ar.post.readingTime, 5)).toMatch(/^\S+ دقائق للقراءة$/)
  expect(countWords(`ar`, ar.post.readingTime, 11)).toMatch(/^\S+ دقيقة للقراءة$/)
})

it(`writes a day as the language does, the day as written whatever the time zone`, () => {
  expect(formatDate(`en`, `2025-03-23`)).toBe(`March 23, 2025`)
  expect(formatDate(`en`, `2024-01-05T00:00:00.000Z`)).toBe(`January 5, 2024`)
  expect(formatDate(`sw`, `2025-03-23`)).toBe(`23 Machi 2025`)
  expect(formatDate(`ar`, `2025-03-23`)).toMatch(/مارس/)
})

it(`names a month as the language does`, () => {
  expect(formatMonth(`en`, 2025, 3)).toBe(`March 2025`)
  expect(formatMonth(`sw`, 2025, 4)).toBe(`Aprili 2025`)
})
