// Small old sites, each in its generator's real layout, for the import's
// browser test (e2e/site-import.test.ts): configuration file, posts folder,
// authors file, static root, and the markup each generator writes.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { textFile } from "./temp-site"

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

type Files = Record<string, string | Promise<Buffer>>

/** Zola's second post in Arabic, beside the English one (index.ar.md): a translation, written right to left. */
const SECOND_IN_ARABIC = textFile(`+++`, `title = "الثاني"`, `date = 2023-05-01`, `+++`, ``, `مرحبا بالعالم.`)

export const OLD_SITES: Record<string, Files> = {
  docusaurus: {
    "docusaurus.config.js": `module.exports = { title: "Old docs" }\n`,
    "blog/authors.yml": textFile(`jdoe:`, `  name: Jane Doe`, `  title: Maintainer`),
    "static/img/launch.png": png(200, 80, 40),
    "blog/2024-01-05-launch.md": textFile(
      `---`,
      `title: Launch day`,
      `authors: [jdoe]`,
      `tags: [release]`,
      `last_update:`,
      `  date: 2024-01-20`,
      `---`,
      ``,
      `We shipped. ![The launch](/img/launch.png)`,
      ``,
      `:::tip Try it`,
      `Run **it** now.`,
      `:::`,
      ``,
      `## Setup {/* #setup */}`,
      ``,
      `Read [the news](./announcements/2024-02-01-news/index.md).`,
    ),
    "blog/announcements/2024-02-01-news/index.md": textFile(
      `---`,
      `title: News`,
      `authors: jdoe`,
      `---`,
      ``,
      `:::note`,
      `Small news.`,
      `:::`,
    ),
  },
  zola: {
    "config.toml": textFile(`base_url = "https://zola.example"`, `compile_sass = false`, `taxonomies = [{ name = "tags" }]`),
    "content/blog/first/index.md": textFile(
      `+++`,
      `title = "First steps"`,
      `date = 2023-03-01`,
      `updated = 2023-04-01`,
      `[taxonomies]`,
      `tags = ["rust", "zola"]`,
      `+++`,
      ``,
      `See [the second post](@/blog/second/index.md).`,
      ``,
      `{{ youtube(id="dQw4w9WgXcQ") }}`,
    ),
    "content/blog/second/index.md": textFile(
      `+++`,
      `title = "Second"`,
      `date = 2023-05-01`,
      `+++`,
      ``,
      `{% note(type="warning") %}`,
      `Careful.`,
      `{% end %}`,
    ),
    "content/blog/second/index.ar.md": SECOND_IN_ARABIC,
  },
  jekyll: {
    "_config.yml": `title: Old blog\n`,
    "assets/logo.png": png(40, 120, 200),
    "_posts/2022-05-01-hello.md": textFile(
      `---`,
      `layout: post`,
      `title: Hello`,
      `author: Sam Jekyll`,
      `---`,
      ``,
      `![Logo]({{ "/assets/logo.png" | relative_url }})`,
      `{: .lead}`,
      ``,
      `Next: [the sequel]({% post_url 2022-06-01-sequel %}), or [about]({{ site.baseurl }}/about/).`,
    ),
    "_posts/2022-06-01-sequel.md": textFile(`---`, `title: Sequel`, `lastmod: 2022-07-01`, `---`, ``, `Back to [hello](../hello/).`),
  },
  mkdocs: {
    "mkdocs.yml": `site_name: Old docs\n`,
    "docs/blog/.authors.yml": textFile(`authors:`, `  sam:`, `    name: Sam Lee`),
    "docs/setup.md": textFile(`# Setup`),
    "docs/blog/posts/hello-mkdocs.md": textFile(
      `---`,
      `title: Hello MkDocs`,
      `date:`,
      `  created: 2023-09-01`,
      `  updated: 2023-10-01`,
      `authors: [sam]`,
      `categories: [Guides]`,
      `---`,
      ``,
      `!!! warning "Careful"`,
      `    Read [the setup](../../setup.md) first.`,
      ``,
      `??? note`,
      `    Folded.`,
    ),
  },
  hexo: {
    "_config.yml": `title: Old hexo\n`,
    "source/_posts/hexo-post.md": textFile(
      `---`,
      `title: Hexo post`,
      `date: 2021-02-03 10:00:00`,
      `tags: [hexo]`,
      `---`,
      ``,
      `{% asset_img diagram.png The diagram %}`,
      ``,
      `{% note info %}`,
      `Heads up.`,
      `{% endnote %}`,
    ),
    "source/_posts/hexo-post/diagram.png": png(60, 160, 90),
  },
  eleventy: {
    ".eleventy.js": `module.exports = () => ({})\n`,
    "posts/eleventy-post.md": textFile(
      `---js`,
      `{`,
      `  title: "Eleventy post",`,
      `  date: "2021-07-01",`,
      `  tags: ["javascript"],`,
      `}`,
      `---`,
      ``,
      `Plain text.`,
    ),
  },
  hugo: {
    "hugo.toml": `baseURL = "https://hugo.example/"\n`,
    "content/posts/bundle/index.md": textFile(
      `---`,
      `title: A bundle`,
      `date: 2020-01-10`,
      `lastmod: 2020-02-10`,
      `categories: [Travel]`,
      `---`,
      ``,
      `![Cover](cover.png)`,
      ``,
      `{{< notice tip >}}`,
      `Pack light.`,
      `{{< /notice >}}`,
      ``,
      `See [the other]({{< ref "other" >}}).`,
    ),
    "content/posts/bundle/cover.png": png(120, 60, 160),
    "content/posts/other.md": textFile(`---`, `title: The other`, `date: 2020-01-01`, `---`, ``, "```go", `fmt.Println("hi")`, "```"),
  },
}

/** Writes each old site into `dir`/{generator}. */
export async function writeOldSites(dir: string): Promise<void> {
  for (const [site, files] of Object.entries(OLD_SITES)) {
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(dir, site, name)
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(file, await content)
    }
  }
}
