import { shareLinks } from "../share"

describe(`shareLinks`, () => {
  const url = `https://example.com/post/a-b?x=1`
  const links = new Map(shareLinks(url, `Rust & "Web": a guide`).map(link => [link.name, link]))

  it(`gives each service the post's address and title, encoded`, () => {
    expect(links.get(`X`)?.href).toBe(
      `https://x.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fpost%2Fa-b%3Fx%3D1&text=Rust%20%26%20%22Web%22%3A%20a%20guide`,
    )
    expect(links.get(`LinkedIn`)?.href).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fpost%2Fa-b%3Fx%3D1`,
    )
    expect(links.get(`Hacker News`)?.href).toBe(
      `https://news.ycombinator.com/submitlink?u=https%3A%2F%2Fexample.com%2Fpost%2Fa-b%3Fx%3D1&t=Rust%20%26%20%22Web%22%3A%20a%20guide`,
    )
    expect(links.get(`E-mail`)?.href).toBe(
      `mailto:?subject=Rust%20%26%20%22Web%22%3A%20a%20guide&body=https%3A%2F%2Fexample.com%2Fpost%2Fa-b%3Fx%3D1`,
    )
  })

  it(`opens the web services in a new tab, and e-mail in the mail program`, () => {
    expect([...links.values()].map(link => [link.name, link.newTab])).toEqual([
      [`X`, true],
      [`LinkedIn`, true],
      [`Hacker News`, true],
      [`E-mail`, false],
    ])
  })
})
