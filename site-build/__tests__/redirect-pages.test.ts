import { redirectFile, redirectPage } from "../redirect-pages"

describe(`redirect pages`, () => {
  const page = redirectPage({
    title: `Tips & <tricks>`,
    target: `/blog/post/tips`,
    canonical: `https://example.com/blog/post/tips`,
    lang: `en`,
  })

  it(`send the browser to the post at once, and search engines to its canonical URL`, () => {
    expect(page).toContain(`<meta http-equiv="refresh" content="0; url=/blog/post/tips">`)
    expect(page).toContain(`<link rel="canonical" href="https://example.com/blog/post/tips">`)
    expect(page).toContain(`<meta name="robots" content="noindex">`)
  })

  it(`show a visible link with the title, escaped`, () => {
    expect(page).toContain(`<a href="/blog/post/tips">Tips &amp; &lt;tricks&gt;</a>`)
    expect(page).toContain(`<html lang="en">`)
  })

  it(`are written where static hosts look for the old address`, () => {
    expect(redirectFile(`/2019/05/tips/`)).toBe(`2019/05/tips/index.html`)
    expect(redirectFile(`/2019/05/tips`)).toBe(`2019/05/tips/index.html`)
    expect(redirectFile(`/2019/05/tips.html`)).toBe(`2019/05/tips.html`)
    expect(redirectFile(`/c%23-tips/`)).toBe(`c#-tips/index.html`)
    expect(redirectFile(`/bad%E0%A4%A/`)).toBeNull()
  })
})
