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
