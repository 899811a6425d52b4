import { focusableCodeBlocks } from "../code-blocks"

describe(`focusableCodeBlocks`, () => {
  it(`adds tabindex="0" to highlighted and plain code blocks`, () => {
    const html =
      `<div class="gatsby-highlight" data-language="rust"><pre class="language-rust"><code>fn main() {}</code></pre></div>` +
      `<pre>plain</pre>`
    expect(focusableCodeBlocks(html)).toBe(
      `<div class="gatsby-highlight" data-language="rust"><pre tabindex="0" class="language-rust"><code>fn main() {}</code></pre></div>` +
        `<pre tabindex="0">plain</pre>`,
    )
  })

  it(`keeps a tabindex the author wrote, and leaves other elements alone`, () => {
    const html = `<pre class="x" tabindex="-1">a</pre><preview>b</preview><p>pre</p>`
    expect(focusableCodeBlocks(html)).toBe(html)
  })
})
