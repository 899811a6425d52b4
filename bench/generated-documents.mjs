// The generated posts (generate-posts.mjs) as a search index reads them: the
// front matter's fields and the body as plain text, cut into sections at its
// headings (markdown marks taken out; the site reads the same from its HTML).
import { generatePosts } from "./generate-posts.mjs"

/** The generated posts as fields of text: markdown marks taken out, sections split at headings. */
export function generatedDocuments(count) {
  return generatePosts(count, []).map(({ slug, text }, id) => {
    const [, front, body] = text.split(/^---$/m)
    const field = name => front.match(new RegExp(`^${name}: "(.*)"$`, `m`))?.[1] ?? ``
    const plain = body.replace(/```\w*|[`*#]/g, ``)
    const sections = body
      .split(/^## /m)
      .slice(1)
      .map(part => {
        const [heading, ...rest] = part.split(`\n`)
        return {
          id: heading.toLowerCase().replace(/\s+/g, `-`),
          heading,
          text: rest
            .join(` `)
            .replace(/```\w*|[`*]/g, ``)
            .replace(/\s+/g, ` `)
            .trim(),
        }
      })
    return {
      id,
      slug,
      title: field(`title`),
      date: field(`date`),
      category: field(`category`),
      tags: field(`tags`),
      description: field(`description`),
      headings: sections.map(s => s.heading).join(` `),
      body: plain,
      sections,
    }
  })
}

/** The same posts as the site's search index takes them (src/search/build-index.ts), newest first: no cover, which the cards do without. */
export function generatedIndexedPosts(count) {
  return generatedDocuments(count).map(doc => ({
    card: {
      slug: doc.slug,
      title: doc.title,
      category: doc.category,
      date: doc.date,
      author: `Juma Kiprono`,
      excerpt: doc.description,
      tags: doc.tags.split(`, `),
      image: null,
    },
    sections: doc.sections,
  }))
}
