// The GraphQL types of the data files (content/data/*.json). Their JSON
// Schemas (schemas/*.schema.json) say the same in the other language: the data
// check and editors read those, GraphQL typegen reads these, and
// site-build/__tests__/data-types.test.ts proves the two agree, field by field.

/** GraphQL fields whose JSON key is different: gatsby-transformer-json keeps "id" as jsonId (see createResolvers). */
export const RENAMED_FIELDS: Record<string, Record<string, string>> = {
  AuthorsJson: { id: `authorId` },
  ProjectsJson: { id: `projectId` },
  SocialsJson: { id: `socialId` },
}

export const DATA_TYPE_DEFS = `
"An author of content/data/authors.json (optional): their page is /authors/{authorId}."
type AuthorsJson implements Node @dontInfer {
  "The author's id from authors.json (the node's id is Gatsby's): posts name them by it."
  authorId: String!
  name: String!
  avatar: String
  bio: String
  links: [AuthorLink!]
}
type AuthorLink {
  name: String!
  url: String!
}

type ProfileJson implements Node @dontInfer {
  name: String!
  handle: String!
  email: String!
  location: String!
  avatar: String!
  bio: String
  quote: ProfileQuote!
}
type ProfileQuote {
  text: String!
  attribution: String!
}

type ProjectsJson implements Node @dontInfer {
  "The project's own number from projects.json (the node's id is Gatsby's)."
  projectId: Int!
  title: String!
  description: String!
  tech: [String!]!
  github: String!
  demo: String!
}

type SocialsJson implements Node @dontInfer {
  socialId: String!
  name: String!
  description: String!
  icon: String!
  url: String!
}

type WorkJson implements Node @dontInfer {
  company: String!
  link: String!
  role: String!
  date: String!
}
`
