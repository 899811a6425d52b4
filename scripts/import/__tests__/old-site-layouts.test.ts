/**
 * @jest-environment node
 */
// Where an old site keeps its posts and authors, and what its folders mean:
// a Next.js blog laid out as tailwind-nextjs-starter-blog is, and post bundles
// whose folder names the post, not a category.
import { promises as fs } from "fs"
import path from "path"
import { importSite, lines, where, withFreshOldSite, writeSite } from "../test-support/old-site"

withFreshOldSite()

const front = (...keys: string[]) => lines(`---`, ...keys, `---`, ``, `Body.`)

it(`imports a Next.js blog's posts from data/blog, and its authors from data/authors into authors.json`, async () => {
  await writeSite({
    "next.config.js": `module.exports = {}`,
    "data/authors/default.mdx": lines(
      `---`,
      `name: Tails Azimuth`,
      `avatar: /static/images/avatar.png`,
      `occupation: Professor`,
      `github: https://github.com/tails`,
      `twitter: https://twitter.com/tails`,
      `---`,
      ``,
      `About Tails.`,
    ),
    "data/authors/sparrowhawk.md": lines(`---`, `name: 'Sparrow Hawk'`, `---`),
    "data/blog/hello.mdx": front(
      `title: Hello`,
      `date: '2021-01-12'`,
      `tags: ['next-js', 'guide']`,
      `authors: ['default', 'sparrowhawk', 'guest']`,
    ),
    "README.md": `# Not a post`,
    "public/static/images/avatar.png": `png`,
  })
  const { code, written, printed } = await importSite()
  expect(code).toBe(0)
  expect(written).toHaveLength(1)
  // Keys with an author file name their id in authors.json; one without stays as written.
  expect(written[0]).toContain(`author: [default, sparrowhawk, guest]`)
  expect(printed.join(`\n`)).toContain(`Next.js`)
  expect(JSON.parse(await fs.readFile(path.join(where.temp, `data/authors.json`), `utf8`))).toEqual([
    {
      id: `default`,
      name: `Tails Azimuth`,
      avatar: `./authors/default.png`,
      bio: `About Tails.`,
      links: [
        { name: `GitHub`, url: `https://github.com/tails` },
        { name: `X`, url: `https://twitter.com/tails` },
      ],
    },
    { id: `sparrowhawk`, name: `Sparrow Hawk` },
  ])
  // Its picture, served at /static/images/avatar.png from public/, copied beside authors.json.
  expect(await fs.readFile(path.join(where.temp, `data/authors/default.png`), `utf8`)).toBe(`png`)
})

it(`adds a Docusaurus blog's authors to an authors.json already there, keeping its entries, ids made addresses`, async () => {
  await writeSite({
    "docusaurus.config.js": `module.exports = {}`,
    "blog/authors.yml": lines(
      `slorber:`,
      `  name: Sébastien Lorber`,
      `  title: Docusaurus maintainer`,
      `  url: https://sebastienlorber.com`,
      `  image_url: https://github.com/slorber.png`,
      `  socials:`,
      `    x: sebastienlorber`,
      `    github: slorber`,
      `Yangshun_Tay:`,
      `  name: Yangshun Tay`,
    ),
    "blog/2021-08-01-hello.md": front(`title: Hello`, `authors: [slorber, Yangshun_Tay]`),
  })
  const kept = { id: `slorber`, name: `Kept As Written` }
  await fs.mkdir(path.join(where.temp, `data`))
  await fs.writeFile(path.join(where.temp, `data/authors.json`), JSON.stringify([kept]))
  const { code, written, printed } = await importSite()
  expect(code).toBe(0)
  expect(written[0]).toContain(`author: [slorber, yangshun-tay]`)
  expect(JSON.parse(await fs.readFile(path.join(where.temp, `data/authors.json`), `utf8`))).toEqual([
    kept,
    { id: `yangshun-tay`, name: `Yangshun Tay` },
  ])
  expect(printed).toContain(
    `1 author(s) added to ${path.relative(process.cwd(), path.join(where.temp, `data/authors.json`))} (yangshun-tay); ` +
      `1 already there kept as they were (slorber).`,
  )
})

it(`reads a Docusaurus author's title, picture and networks`, async () => {
  await writeSite({
    "docusaurus.config.js": `module.exports = {}`,
    "blog/authors.yml": lines(
      `ada:`,
      `  name: Ada`,
      `  title: Engineer`,
      `  image_url: https://img.example/ada.png`,
      `  socials:`,
      `    x: "@ada"`,
      `    github: ada`,
    ),
    "blog/2021-08-01-hello.md": front(`title: Hello`, `authors: ada`),
  })
  await importSite()
  expect(JSON.parse(await fs.readFile(path.join(where.temp, `data/authors.json`), `utf8`))).toEqual([
    {
      id: `ada`,
      name: `Ada`,
      avatar: `https://img.example/ada.png`,
      bio: `Engineer`,
      links: [
        { name: `X`, url: `https://x.com/ada` },
        { name: `GitHub`, url: `https://github.com/ada` },
      ],
    },
  ])
})

it(`takes no category from a post's own bundle folder, and keeps a first tag used as category as a tag`, async () => {
  await writeSite({
    "posts/announcements/news.md": front(`title: News`, `date: 2021-02-01`),
    "posts/fourthpost/fourthpost.md": front(`title: Fourth`, `date: 2021-03-01`, `tags: [rust, web]`),
    "posts/bundled/post.md": lines(front(`title: Bundled`, `date: 2021-04-01`), ``, `![A chart](./chart.png)`),
    "posts/bundled/chart.png": `png`,
  })
  const { code, written } = await importSite()
  expect(code).toBe(0)
  const of = (title: string) => written.find(text => text.includes(`title: "${title}"`)) ?? ``
  expect(of(`News`)).toContain(`category: "Announcements"`)
  expect(of(`Fourth`)).toContain(`category: "rust"`)
  expect(of(`Fourth`)).toContain(`tags: [rust, web]`)
  expect(of(`Bundled`)).not.toContain(`category: "Bundled"`)
})

it(`prints a Jekyll site's own settings where its posts print them, and leaves unknown ones and code as written`, async () => {
  await writeSite({
    "_config.yml": lines(`title: Old Blog`, `repository: jekyll/jekyll`, `author:`, `  name: Parker`, `list: [a, b]`),
    "_posts/2016-04-19-release.md": lines(
      front(`title: Release`),
      ``,
      `Get it from [GitHub](https://github.com/{{ site.repository }}), says {{ site.author.name }} of {{site.title}}.`,
      `Unknown: {{ site.nothing }}; a list: {{ site.list }}.`,
      "```liquid",
      `{{ site.repository }}`,
      "```",
    ),
  })
  const { code, written } = await importSite()
  expect(code).toBe(0)
  expect(written[0]).toContain(`Get it from [GitHub](https://github.com/jekyll/jekyll), says Parker of Old Blog.`)
  expect(written[0]).toContain(`Unknown: {{ site.nothing }}; a list: {{ site.list }}.`)
  expect(written[0]).toContain(lines("```liquid", `{{ site.repository }}`, "```"))
})

it(`skips a Zola site's pages and projects, naming each, and counts only the posts`, async () => {
  await writeSite({
    "config.toml": lines(`base_url = "https://old.example.com"`, `compile_sass = false`),
    "content/_index.md": `+++\ntitle = "Home"\n+++`,
    "content/about.md": `+++\ntitle = "About me"\n+++\n\nHello.`,
    "content/pages/now.md": `+++\ntitle = "Now"\ndate = 2024-01-01\n+++\n\nNow.`,
    "content/blog/first.md": `+++\ntitle = "First"\ndate = 2024-02-01\n+++\n\nA post.`,
    "content/blog/undated.md": `+++\ntitle = "Undated"\n+++\n\nNo date.`,
    "content/projects/tool/index.md": `+++\ntitle = "A tool"\ndate = 2023-01-01\n+++\n\nA project.`,
    "content/dated.md": `+++\ntitle = "Dated"\ndate = 2024-03-01\n+++\n\nA post at the top.`,
  })
  const { code, written, printed, report } = await importSite()
  expect(code).toBe(0)
  expect(written.map(text => /title: "(.*)"/.exec(text)?.[1]).sort()).toEqual([`Dated`, `First`])
  expect(printed.filter(line => line.startsWith(`skipped`)).sort()).toEqual([
    expect.stringMatching(/^skipped +\S*content\/about\.md: a page of the old site without a date, not a post/),
    expect.stringMatching(/^skipped +\S*content\/blog\/undated\.md: a page of the old site without a date, not a post/),
    expect.stringMatching(/^skipped +\S*content\/pages\/now\.md: a page of the old site's pages section, not a post/),
    expect.stringMatching(/^skipped +\S*content\/projects\/tool\/index\.md: a page of the old site's projects section, not a post/),
  ])
  expect(printed).toContain(`2 of 2 post(s) imported (Zola); 4 page(s) of the old site skipped, not being posts.`)
  expect(report).toContain(`## Skipped (4): pages of the old site, not posts`)
})

it(`skips a listing page that paginates the posts, and the posts folder's own page, in any generator`, async () => {
  await writeSite({
    ".eleventy.js": `module.exports = {}`,
    "src/blog/archive.md": lines(
      `---`,
      `pagination:`,
      `  data: collections.posts`,
      `  size: 10`,
      `---`,
      ``,
      `{% for post in pagination.items %}{% endfor %}`,
    ),
    "src/blog/2020-01-01-first.md": lines(`---`, `title: First`, `---`, ``, `A post.`),
    "src/blog/blog.md": lines(`---`, `permalink: /blog/`, `---`, ``, `# Blog`),
  })
  const { code, printed } = await importSite()
  expect(code).toBe(0)
  expect(printed).toContainEqual(
    expect.stringMatching(/^skipped +\S*src\/blog\/blog\.md: the page of its folder on the old site, without a date/),
  )
  expect(printed).toContainEqual(
    expect.stringMatching(/^skipped +\S*src\/blog\/archive\.md: a listing page of the old site \(it paginates the posts\)/),
  )
})

it(`takes the first of a Next.js post's images as its cover`, async () => {
  await writeSite({
    "next.config.js": `module.exports = {}`,
    "data/blog/canada.mdx": front(`title: Canada`, `date: '2021-01-12'`, `images: ['/static/images/a.jpg', '/static/images/b.jpg']`),
    "public/static/images/a.jpg": `jpg`,
  })
  const { code, written } = await importSite()
  expect(code).toBe(0)
  expect(written.find(text => text.startsWith(`---`))).toMatch(/^image: "\.\/a\.jpg"$/m)
})

it(`copies no author's picture from outside the old site, and names it`, async () => {
  await writeSite({
    "docusaurus.config.js": `module.exports = {}`,
    "blog/authors.yml": lines(`ada:`, `  name: Ada`, `  image_url: /../../outside/secret.png`),
    "blog/2021-08-01-hello.md": front(`title: Hello`, `authors: ada`),
  })
  const { printed } = await importSite()
  expect(JSON.parse(await fs.readFile(path.join(where.temp, `data/authors.json`), `utf8`))).toEqual([{ id: `ada`, name: `Ada` }])
  await expect(fs.readdir(path.join(where.temp, `data`))).resolves.toEqual([`authors.json`])
  expect(printed).toContain(
    `Pictures not found in the old site or not copied (an SVG), to add by hand as avatar: ada: /../../outside/secret.png.`,
  )
})
