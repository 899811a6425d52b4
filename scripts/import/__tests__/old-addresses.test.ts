/**
 * @jest-environment node
 */
// A post's old addresses, by its generator's own rules, and links between
// imported posts written in those forms, within one import and across two.
import { promises as fs } from "fs"
import path from "path"
import { generatorAddresses, type AddressFacts, type PostOrigin } from "../generator-addresses"
import { importSite, lines, where, withFreshOldSite, writeSite } from "../test-support/old-site"

const facts = (more: Partial<AddressFacts> = {}): AddressFacts => ({
  name: `hello-world`,
  slug: null,
  date: `2016-04-19`,
  title: `Hello, World`,
  categories: [],
  ...more,
})
const at = (generator: PostOrigin[`generator`], relative: string, more: Partial<PostOrigin> = {}) => ({ generator, relative, ...more })

describe(`generatorAddresses`, () => {
  it.each([
    [at(`docusaurus`, `blog/2016-04-19-hello-world.md`), facts(), `/blog/2016/04/19/hello-world`],
    [at(`docusaurus`, `blog/2016-04-19-hello-world/index.md`), facts({ slug: `/welcome` }), `/blog/welcome`],
    [at(`docusaurus`, `blog/hello-world.md`), facts({ date: null }), `/blog/hello-world`],
    [at(`mkdocs`, `docs/blog/posts/hello.md`), facts(), `/blog/2016/04/19/hello-world`],
    [at(`hugo`, `content/posts/Hello-World.md`), facts({ name: `Hello-World` }), `/posts/hello-world/`],
    [at(`hugo`, `content/blog/hello-world/index.md`), facts({ slug: `hi` }), `/blog/hi/`],
    [at(`zola`, `content/blog/2016-04-19-hello-world.md`), facts(), `/blog/hello-world/`],
    [at(`jekyll`, `_posts/2016-04-19-hello-world.md`), facts({ categories: [`News`] }), `/news/2016/04/19/hello-world.html`],
    [at(`jekyll`, `_posts/2016-04-19-hello-world.md`, { permalink: `pretty` }), facts(), `/2016/04/19/hello-world/`],
    [at(`jekyll`, `_posts/2016-04-19-hello-world.md`, { permalink: `/blog/:year/:title/` }), facts(), `/blog/2016/hello-world/`],
    [at(`hexo`, `source/_posts/hello-world.md`), facts(), `/2016/04/19/hello-world/`],
    [at(`hexo`, `source/_posts/hello-world.md`, { permalink: `posts/:title.html` }), facts(), `/posts/hello-world.html`],
    // Hexo's :title is the file name as new_post_name reads it.
    [at(`hexo`, `source/_posts/2016-04-19-hello-world.md`), facts(), `/2016/04/19/2016-04-19-hello-world/`],
    [
      at(`hexo`, `source/_posts/2016-04-19-hello-world.md`, { newPostName: `:year-:month-:day-:title.md`, permalink: `news/:title/` }),
      facts(),
      `/news/hello-world/`,
    ],
    [at(`eleventy`, `src/blog/firstpost.md`), facts({ name: `firstpost` }), `/blog/firstpost/`],
    // A directory data file's permalink: fileSlug is the name without its date.
    [at(`eleventy`, `src/blog/2019-12-18-hello-world.md`, { permalink: `/blog/{{ page.fileSlug }}/` }), facts(), `/blog/hello-world/`],
    [at(`eleventy`, `src/blog/hello-world.md`, { permalink: `/{{ title | slugify }}/` }), facts(), `/hello-world/`],
    [at(`eleventy`, `src/blog/hello-world.md`, { permalink: `/{{ page.date | date }}/` }), facts(), `/blog/hello-world/`],
    [at(`nextjs`, `data/blog/guides/hello-world.mdx`), facts(), `/blog/guides/hello-world`],
    [at(`gatsby`, `content/blog/hello-world/index.md`), facts(), `/hello-world/`],
    [at(`astro`, `src/content/blog/hello-world.md`), facts(), `/blog/hello-world/`],
  ])(`%j, %j: %s`, (origin, written, address) => {
    expect(generatorAddresses(origin, written)[0]).toBe(address)
  })

  it(`also takes an Eleventy post's source path, as its links to other posts write it`, () => {
    expect(generatorAddresses(at(`eleventy`, `blog/firstpost.md`), facts({ name: `firstpost` }))).toEqual([
      `/blog/firstpost/`,
      `/blog/firstpost.md`,
    ])
  })

  it(`knows no address of a folder of posts no generator made`, () => {
    expect(generatorAddresses(at(`unknown`, `notes/a.md`), facts())).toEqual([])
  })
})

describe(`links between imported posts, written as the old site's addresses`, () => {
  withFreshOldSite()
  const jekyllPost = (name: string, ...body: string[]) => lines(`---`, `title: ${name}`, `categories: [news]`, `---`, ``, ...body)
  const read = async (out: string, slug: string) => fs.readFile(path.join(out, `${slug}.md`), `utf8`)

  it(`lead to the new post, its fragment kept, and each old address becomes an alias`, async () => {
    await writeSite({
      "_config.yml": `title: Old`,
      "_posts/2016-04-19-first.md": jekyllPost(`First`, `See [the second](/news/2016/04/20/second.html#setup).`),
      "_posts/2016-04-20-second.md": jekyllPost(
        `Second`,
        `Back to [the first](/news/2016/04/19/first.html), [elsewhere](/about/).`,
        ``,
        `As [the first said](https://old.example.org/news/2016/04/19/first.html?ref=x#end), ` +
          `not \`https://old.example.org/news/2016/04/19/first.html\`.`,
        ``,
        `As [it said again][again].`,
        ``,
        `[again]: https://old.example.org/news/2016/04/19/first.html#again`,
      ),
    })
    const { code, out } = await importSite({ oldSite: `https://old.example.org` })
    expect(code).toBe(0)
    const first = await read(out, `first`)
    expect(first).toContain(`[the second](/post/second#setup)`)
    expect(first).toContain(`aliases: [/news/2016/04/19/first.html]`)
    const second = await read(out, `second`)
    expect(second).toContain(`aliases: [/news/2016/04/20/second.html]`)
    // A page of the old site that is no post still leads there.
    expect(second).toContain(`Back to [the first](/post/first), [elsewhere](https://old.example.org/about/).`)
    // Written as the old site's full address too; code stays as written.
    expect(second).toContain(`As [the first said](/post/first?ref=x#end), not \`https://old.example.org/news/2016/04/19/first.html\`.`)
    expect(second).toContain(`[again]: /post/first#again`)
  })

  it(`follow the permalink _config.yml gives the posts, in their collection or their defaults`, async () => {
    const collection = lines(`collections:`, `  posts:`, `    permalink: /news/:year/:month/:day/:title/`)
    const defaults = lines(collection, `defaults:`, `  - scope: { type: posts }`, `    values: { permalink: "/blog/:title/" }`)
    for (const [config, address] of [
      [collection, `/news/2016/04/19/first/`],
      [defaults, `/blog/first/`],
    ]) {
      await fs.rm(path.join(where.temp, `out`), { recursive: true, force: true })
      await writeSite({ "_config.yml": config, "_posts/2016-04-19-first.md": jekyllPost(`First`, `Text.`) })
      const { out } = await importSite()
      expect(await read(out, `first`)).toContain(`aliases: [${address}]`)
    }
  })

  it(`lead to a post an earlier import wrote, which kept its old address`, async () => {
    await writeSite({ "_posts/2016-04-19-first.md": jekyllPost(`First`, `Text.`) })
    const { out } = await importSite({ oldSite: `https://old.example.org` })
    await fs.rm(path.join(where.site, `_posts/2016-04-19-first.md`))
    await writeSite({ "_posts/2016-04-20-second.md": jekyllPost(`Second`, `See [the first](/news/2016/04/19/first.html).`) })
    const again = await importSite({ oldSite: `https://old.example.org` })
    expect(again.code).toBe(0)
    expect(await read(out, `second`)).toContain(`[the first](/post/first)`)
  })
})

describe(`old addresses that are no alias, and links to posts the import refused`, () => {
  withFreshOldSite()
  const read = async (out: string, slug: string) => fs.readFile(path.join(out, `${slug}.md`), `utf8`)
  const post = (title: string, ...body: string[]) => lines(`---`, `title: ${title}`, `date: 2016-04-19`, `---`, ``, ...body)

  it(`keep no alias that is the post's address here too, while links written as it lead to the post`, async () => {
    await writeSite({
      "hugo.toml": `baseURL = "https://old.example.org/"`,
      "content/post/blurred-lines.md": post(`Blurred lines`, `Text.`),
      "content/post/other.md": post(
        `Other`,
        `See [it](/post/blurred-lines/) and [again](https://old.example.org/post/blurred-lines/#end).`,
      ),
    })
    const { code, out } = await importSite({ oldSite: `https://old.example.org` })
    expect(code).toBe(0)
    expect(await read(out, `blurred-lines`)).not.toContain(`aliases`)
    expect(await read(out, `other`)).toContain(`See [it](/post/blurred-lines) and [again](/post/blurred-lines#end).`)
  })

  it(`follow Eleventy's directory data permalink, and keep no template as an address`, async () => {
    await writeSite({
      ".eleventy.js": `module.exports = {}`,
      "src/blog/blog.json": JSON.stringify({ permalink: `/blog/{{ page.fileSlug }}/` }),
      "src/blog/2019-12-18-james.md": lines(`---`, `title: James`, `permalink: "/people/{{ page.fileSlug }}/"`, `---`, ``, `Text.`),
      "src/blog/2019-12-19-logo.md": lines(`---`, `title: Logo`, `---`, ``, `For [James](/blog/james/).`),
    })
    const { code, out } = await importSite()
    expect(code).toBe(0)
    const james = await read(out, `james`)
    expect(james).toContain(`aliases: [/blog/james/, /blog/2019-12-18-james.md]`)
    expect(await read(out, `logo`)).toContain(`For [James](/post/james).`)
  })

  it(`leave a link to a refused post on the old site, and read an address with or without .html`, async () => {
    await writeSite({
      "docusaurus.config.js": `module.exports = {}`,
      "blog/2017-12-05-one.md": post(`One`, `![Missing](/img/not-there.png)`),
      "blog/2017-12-06-two.md": post(`Two`, `Text.`),
      "blog/2018-01-10-three.md": post(
        `Three`,
        `Read [one](https://old.example.org/blog/2016/04/19/one.html) and [two](https://old.example.org/blog/2016/04/19/two.html).`,
      ),
    })
    const { code, out } = await importSite({ oldSite: `https://old.example.org` })
    expect(code).toBe(1)
    expect(await read(out, `three`)).toContain(`Read [one](https://old.example.org/blog/2016/04/19/one.html) and [two](/post/two).`)
  })
})
