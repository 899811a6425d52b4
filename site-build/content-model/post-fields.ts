// A post's front matter, declared once. Each key says what kind of value it
// takes, whether a post must have it, what it means and, when templates query
// it as written, its GraphQL type. From this list come the keys the reader
// takes as lists or dates (front-matter.ts), the checks and their messages
// (content-rules.ts), the Frontmatter type (site-build/schema.ts) and the editors'
// JSON Schema (schemas/post.schema.json, written by `npm run schemas`).
//
// A new key is one line here; then it is read, checked, typed and queryable,
// and only where it shows remains to be written.

/**
 * - text: one line of text
 * - list: one value or a one-line list, `[a, b]`
 * - date: a calendar day, YYYY-MM-DD (a date-time is read as its day; a day or a time that does not exist is refused)
 * - boolean: true or false
 * - order: a whole number from 1
 * - language: a BCP 47 language tag
 */
export type FieldKind = `text` | `list` | `date` | `boolean` | `order` | `language`

export interface PostField {
  kind: FieldKind
  /** A post without it is refused. */
  required?: true
  /** What it is: the JSON Schema's description, and the GraphQL field's unless `graphql` says more. */
  about: string
  /**
   * The field of GraphQL's Frontmatter type, for the keys templates query; [type, description] when the query sees more
   * than what is written.
   */
  graphql?: string | [type: string, description: string]
}

export const POST_FIELDS = {
  title: { kind: `text`, required: true, about: `The post's title.`, graphql: `String!` },
  date: { kind: `date`, required: true, about: `The day the post was published (YYYY-MM-DD).`, graphql: `Date! @dateformat` },
  updated: {
    kind: `date`,
    about: `The day of the post's last real change (YYYY-MM-DD), on or after its date.`,
    graphql: `Date @dateformat`,
  },
  category: { kind: `text`, required: true, about: `The one category the post is listed under.`, graphql: `String!` },
  tags: {
    kind: `list`,
    about: `The post's tags: one, several separated by commas, or a one-line list.`,
    graphql: [`[String!]!`, `The post's tags as written (tags: a, b or a one-line list); empty when it has none.`],
  },
  description: { kind: `text`, about: `One or two sentences for the cards, search results and link previews.`, graphql: `String` },
  image: { kind: `text`, about: `The cover: a path under static/ (/images/posts/a.jpg) or an https:// address.`, graphql: `String` },
  imageAlt: { kind: `text`, about: `What the cover shows, for readers who cannot see it.`, graphql: `String` },
  author: {
    kind: `list`,
    about:
      `The post's author, or authors as a one-line list: a name, or an id of content/data/authors.json to link their page; ` +
      `the profile's name when left out. Keep one of author and authors.`,
    graphql: [`String!`, `The post's authors as one line, such as A and B; the profile's name when the front matter has none.`],
  },
  authors: {
    kind: `list`,
    about: `The post's authors, as author takes them.`,
    graphql: [
      `[String!]!`,
      `Each author's name (author or authors in the front matter, ids named as authors.json says); the profile's name when none.`,
    ],
  },
  listed: { kind: `boolean`, about: `false keeps the post off the blog list, its listings and feeds; its address still works.` },
  draft: { kind: `boolean`, about: `true keeps the post out of production builds.` },
  comments: {
    kind: `boolean`,
    about: `false leaves the comments off this post when the site has them (comments in src/site-config.ts).`,
    graphql: [`Boolean!`, `False when the front matter says comments: false; true otherwise.`],
  },
  pinned: { kind: `boolean`, about: `true puts the post first on the home page's list, labelled Pinned; other lists keep date order.` },
  aliases: { kind: `list`, about: `The post's old addresses, each a path on this site that redirects to it.` },
  redirect_from: { kind: `list`, about: `The post's old addresses, as aliases (the name Jekyll gives them).` },
  lang: {
    kind: `language`,
    about: `The post's language when it is not the site's (a BCP 47 tag such as ar or pt-BR).`,
    graphql: `String`,
  },
  translationOf: { kind: `text`, about: `The slug of the post this one translates.`, graphql: `String` },
  series: {
    kind: `text`,
    about: `The series the post is part of; its parts are listed on /series/{slug}.`,
    graphql: [`String`, `The series the post is part of (series in the front matter); its parts are listed on /series/{slug}.`],
  },
  seriesOrder: {
    kind: `order`,
    about: `The post's place in its series, from 1; parts without one follow, by date.`,
    graphql: [`Int`, `The post's place in its series (seriesOrder), from 1; parts without one follow, by date.`],
  },
} as const satisfies Record<string, PostField>

export type PostFieldName = keyof typeof POST_FIELDS

const FIELDS: [string, PostField][] = Object.entries(POST_FIELDS)

function keysOf(test: (field: PostField) => boolean): ReadonlySet<string> {
  return new Set(FIELDS.filter(([, field]) => test(field)).map(([key]) => key))
}

/** Every front-matter key the site reads; others are reported once per build as a warning. */
export const KNOWN_POST_KEYS = keysOf(() => true)
/** Keys that take a one-line list (`[a, b]`) as well as one value. */
export const LIST_KEYS = keysOf(field => field.kind === `list`)
/** Keys whose value is a date: a date-time is read as the calendar date written in it. */
export const DATE_KEYS = keysOf(field => field.kind === `date`)

export function fieldsOfKind(kind: FieldKind): string[] {
  return FIELDS.filter(([, field]) => field.kind === kind).map(([key]) => key)
}

export const REQUIRED_POST_FIELDS: string[] = FIELDS.filter(([, field]) => field.required).map(([key]) => key)

/** GraphQL's Frontmatter type: the keys templates query, each described. */
export function frontmatterTypeDefs(): string {
  const lines = FIELDS.flatMap(([key, { graphql, about }]) => {
    if (!graphql) return []
    const [type, description] = typeof graphql === `string` ? [graphql, about] : graphql
    return [`    ${JSON.stringify(description)}`, `    ${key}: ${type}`]
  })
  // Made by the reader from date, not written: the front-matter reader's dateTime (front-matter.ts).
  const made = [
    `    "The date as written when it gives a time of day (2025-05-01T22:12:03Z); null for a day alone."`,
    `    dateTime: String`,
  ]
  return [`  type Frontmatter {`, ...lines, ...made, `  }`].join(`\n`)
}

const JSON_TYPES: Record<FieldKind, object> = {
  text: { type: `string`, minLength: 1 },
  list: {
    anyOf: [
      { type: `string`, minLength: 1 },
      { type: `array`, items: { type: `string`, minLength: 1 } },
    ],
  },
  date: { type: `string`, pattern: `^\\d{4}-\\d{2}-\\d{2}` },
  // The site reads every value as text, so "false" and "2" are as good as false and 2.
  boolean: { anyOf: [{ type: `boolean` }, { enum: [`true`, `false`] }] },
  order: {
    anyOf: [
      { type: `integer`, minimum: 1 },
      { type: `string`, pattern: `^[1-9]\\d*$` },
    ],
  },
  language: { type: `string`, pattern: `^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$` },
}

/** The JSON Schema of a post's front matter, for editors (as YAML parses what the site reads line by line). */
export function postJsonSchema(): object {
  return {
    $schema: `http://json-schema.org/draft-07/schema#`,
    $id: `post.schema.json`,
    title: `A post's front matter (content/posts/*.md)`,
    description: `Written by npm run schemas from site-build/content-model/post-fields.ts; edit that file, not this one.`,
    type: `object`,
    required: REQUIRED_POST_FIELDS,
    properties: Object.fromEntries(FIELDS.map(([key, { kind, about }]) => [key, { description: about, ...JSON_TYPES[kind] }])),
  }
}
