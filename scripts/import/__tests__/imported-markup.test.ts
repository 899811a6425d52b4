/**
 * @jest-environment node
 */
import { convertPost } from "../convert"

const post = (...body: string[]) =>
  convertPost({ file: `embed.md`, name: `embed`, text: [`---`, `title: E`, `date: 2020-01-01`, `---`, ``, ...body].join(`\n`) }, {})

describe(`other sites' embed scripts`, () => {
  it(`removes a widget's script and keeps the quote it styles, named in the report`, () => {
    const converted = post(
      `<blockquote class="twitter-tweet"><p lang="en" dir="ltr">Shipped it.</p>&mdash; Someone (@someone) ` +
        `<a href="https://twitter.com/someone/status/1">May 1, 2020</a></blockquote> ` +
        `<script async src="//platform.twitter.com/widgets.js" charset="utf-8"></script>`,
      ``,
      `<script async src="https://mastodon.social/embed.js"></script>`,
    )
    expect(converted.blockers).toEqual([])
    expect(converted.body).toContain(`<a href="https://twitter.com/someone/status/1">May 1, 2020</a></blockquote>`)
    expect(converted.body).not.toContain(`<script`)
    expect(converted.notes.join(` `)).toMatch(/the embed script of platform\.twitter\.com .*the embed script of mastodon\.social/)
  })

  it(`makes a gist's or a recording's script a link to what it shows`, () => {
    const converted = post(
      `<script src="https://gist.github.com/ada/0a1b2c3d.js?file=main.rs"></script>`,
      ``,
      `<script id="asciicast-42" src="https://asciinema.org/a/42.js" async></script>`,
    )
    expect(converted.blockers).toEqual([])
    expect(converted.body).toContain(`[View the gist on gist.github.com](https://gist.github.com/ada/0a1b2c3d#file-main-rs)`)
    expect(converted.body).toContain(`[View the recording on asciinema.org](https://asciinema.org/a/42)`)
  })

  it(`leaves a script in code as written, and any other script for the body rules to refuse`, () => {
    const converted = post(
      "```html",
      `<script src="https://platform.twitter.com/widgets.js"></script>`,
      "```",
      ``,
      `<script src="/app.js"></script>`,
    )
    expect(converted.body).toContain(`<script src="https://platform.twitter.com/widgets.js"></script>`)
    expect(converted.blockers.join(` `)).toMatch(/<script> element/)
  })
})

describe(`link definitions no link uses`, () => {
  it(`are left out and named, so a file nothing shows is not asked for; used ones stay, whatever their case`, () => {
    const converted = post(
      `See [the docs][Docs Page] and [logo].`,
      ``,
      `[docs  page]: ./docs.md`,
      `[Logo]: ./logo.png`,
      `[Blog post]: ./gone.png`,
    )
    expect(converted.body).toContain(`[docs  page]: ./docs.md`)
    expect(converted.body).toContain(`[Logo]: ./logo.png`)
    expect(converted.body).not.toContain(`gone.png`)
    expect(converted.references.map(reference => reference.url)).not.toContain(`./gone.png`)
    expect(converted.notes.join(` `)).toContain(`link definitions no link uses ([Blog post])`)
  })
})

describe(`template comments and a code tag in a list`, () => {
  it(`hides a {# comment #} as the old site did, and leaves one in code as written`, () => {
    const converted = post(`Kept. {# a row hidden`, `| Subscribers | 10 | #} Shown.`, ``, "```jinja", `{# an example #}`, "```")
    expect(converted.body).toContain(`Kept. <!-- a row hidden\n| Subscribers | 10 | --> Shown.`)
    expect(converted.body).toContain("```jinja\n{# an example #}\n```")
  })

  it(`keeps a Hexo code tag inside a list item in the item`, () => {
    const converted = post(
      `1. Install it:`,
      ``,
      `   {% code lang:bash %}`,
      `   $ npm install hexo-cli -g`,
      `   {% endcode %}`,
      `2. Run it.`,
    )
    expect(converted.body).toContain(`1. Install it:\n\n   \`\`\`bash\n   $ npm install hexo-cli -g\n   \`\`\`\n2. Run it.`)
  })
})

describe(`links whose address is a template of the old site`, () => {
  it(`become their text, named, unless the old site's settings fill them`, () => {
    const converted = post(`Back [the project]({{ config.kickstarterUrl }}) and [tweet]({{ "https://x.com/a" | canonicalTwitterUrl }}).`)
    expect(converted.blockers).toEqual([])
    expect(converted.body).toContain(`Back the project and tweet.`)
    expect(converted.notes.join(` `)).toContain(`{{ config.kickstarterUrl }}, {{ "https://x.com/a" | canonicalTwitterUrl }}`)
  })
})

it(`makes Eleventy's youtubeEmbed shortcode the site's video`, () => {
  const converted = post(`Watch:`, ``, `{% youtubeEmbed "ix5mPa6D7ZA" %}`, ``, `Then read on.`)
  expect(converted.body).toContain(`Watch:\n\nhttps://www.youtube.com/watch?v=ix5mPa6D7ZA\n\nThen read on.`)
})

it(`makes a <Tweet id> component a link to the post`, () => {
  const converted = post(`As announced:`, ``, `<Tweet id="1132012865416781824" />`)
  expect(converted.body).toContain(`[View the post on X](https://twitter.com/i/status/1132012865416781824)`)
  expect(converted.notes.join(` `)).toContain(`<Tweet> (a link to the post)`)
})

it(`leaves a link written with a doubled parenthesis as written, not an address of the old site`, () => {
  const converted = post(`Fixed in [#36]((https://github.com/a/b/issues/36)).`)
  expect(converted.references).toEqual([])
  expect(converted.body).toContain(`[#36]((https://github.com/a/b/issues/36))`)
})

it(`removes the old page's own stylesheet, a <link> or a <style>, named`, () => {
  const converted = post(`<link rel="stylesheet" href="/css/demo.css">`, ``, `<style>.demo { color: red }</style>`, ``, `Text.`)
  expect(converted.blockers).toEqual([])
  expect(converted.body).not.toContain(`<link`)
  expect(converted.body).not.toContain(`<style`)
  expect(converted.notes.join(` `)).toMatch(/the old page's own <style>.*the old page's own \/css\/demo\.css \(<link>\)/)
})

it(`makes an HTML link or image whose address is a template its text, named`, () => {
  const converted = post(
    `<a href="{{ external_url }}" class="card">The talk</a> and <a href="{{ "https://x.com/z" | canonicalTwitterUrl }}">Zach</a>.`,
    ``,
    `<img src="{{ screenshot }}" alt="A screenshot">`,
  )
  expect(converted.blockers).toEqual([])
  expect(converted.body).toContain(`The talk and Zach.`)
  expect(converted.body).not.toContain(`<img`)
  expect(converted.notes.join(` `)).toContain(`{{ external_url }}, {{ "https://x.com/z" | canonicalTwitterUrl }}, {{ screenshot }}`)
})

it(`keeps an attribute list's title as words in brackets, and drops the rest of it`, () => {
  const converted = post(`> __Update__{ title="August 21, 2024" }: it shipped.`, ``, `![A chart](./chart.png){ width="300" }`)
  expect(converted.body).toContain(`> __Update__ (August 21, 2024): it shipped.`)
  expect(converted.body).toMatch(/!\[A chart\]\(\.\/chart\.png\)$/)
})

it(`leaves out a JSX style object, which HTML would show as text, and keeps the element`, () => {
  const converted = post(`<code style={{display: "block", whiteSpace: "pre"}}>a<br />b</code>`)
  expect(converted.body).toContain(`<code>a<br />b</code>`)
  expect(converted.notes.join(` `)).toContain(`JSX style attributes (left out)`)
})
