/**
 * @jest-environment node
 */
import { toCallouts } from "../callouts"
import { zolaMarkup } from "../zola-markup"

const lines = (...all: string[]) => all.join(`\n`)

it(`makes Zola's mermaid shortcode a mermaid block, a wrapper its content, and escaped shortcodes what Zola shows`, () => {
  const changed = new Set<string>()
  const body = lines(
    `{% mermaid(full_width=true) %}`,
    `graph LR`,
    `  A --> B`,
    `{% end %}`,
    ``,
    `{% wide_container() %}`,
    `| a | b |`,
    `{% end %}`,
    ``,
    "Use `{{/* toc() */}}` to place it.",
    "```",
    `{%/* mermaid() */%}`,
    "```",
    ``,
    `{% unknown() %}`,
    `kept`,
    `{% end %}`,
  )
  expect(zolaMarkup(body, changed)).toBe(
    lines(
      "```mermaid",
      `graph LR`,
      `  A --> B`,
      "```",
      ``,
      `| a | b |`,
      ``,
      "Use `{{ toc() }}` to place it.",
      "```",
      `{% mermaid() %}`,
      "```",
      ``,
      `{% unknown() %}`,
      `kept`,
      `{% end %}`,
    ),
  )
  expect([...changed]).toEqual([`mermaid`, `wide_container`, `escaped shortcodes`])
})

it(`makes a callout of Zola's one-line admonition, its text and title read with their escapes`, () => {
  const changed = new Set<string>()
  const body = lines(
    `{{ admonition(type="tip", title="TIP: links", text='Use \`[text]($LINK)\` or <a href=\\"$LINK\\">HTML</a>.') }}`,
    ``,
    `{{ admonition(type="warning", text="Lowercase names.") }}`,
  )
  expect(toCallouts(body, changed)).toBe(
    lines(
      `> [!TIP]`,
      `> **TIP: links**`,
      `>`,
      `> Use \`[text]($LINK)\` or <a href="$LINK">HTML</a>.`,
      ``,
      `> [!WARNING]`,
      `> Lowercase names.`,
    ),
  )
  expect([...changed]).toEqual([`admonition`])
})

it(`makes tabi's asides quotes, its bilingual quotes quotes with their original, spoilers their text, and drops its like button`, () => {
  const changed = new Set<string>()
  const body = lines(
    `{{ aside(text="Requires Zola 0.20.0 or later.") }}`,
    ``,
    `A memory of a few {{ spoiler(text="months, [really](https://example.org).") }} Or {{ aside(text="a side note") }} inline.`,
    ``,
    `{{ multilingual_quote(original="Qué sosiego.", translated="What tranquillity.", author="Francisco Umbral") }}`,
    ``,
    `{{ iine(slug="/blog/a/like") }}`,
    ``,
    `{% force_text_direction(direction="rtl") %}`,
    `مرحبا`,
    `{% end %}`,
  )
  expect(zolaMarkup(body, changed)).toBe(
    lines(
      `> Requires Zola 0.20.0 or later.`,
      ``,
      `A memory of a few months, [really](https://example.org). Or (a side note) inline.`,
      ``,
      `> What tranquillity.`,
      `>`,
      `> *Qué sosiego.*`,
      `>`,
      `> — Francisco Umbral`,
      ``,
      ``,
      ``,
      `<div dir="rtl">`,
      ``,
      `مرحبا`,
      ``,
      `</div>`,
    ),
  )
  expect([...changed].sort()).toEqual([`aside`, `force_text_direction`, `iine`, `multilingual_quote`, `spoiler`])
})
