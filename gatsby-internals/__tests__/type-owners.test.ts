import { forgetGoneTypeOwners } from "../type-owners"

const storeWith = (plugins: string[], owners: Record<string, string>) => {
  const typeOwners = { pluginsToTypes: new Map<string, Set<string>>(), typesToPlugins: new Map(Object.entries(owners)) }
  for (const [type, owner] of Object.entries(owners))
    typeOwners.pluginsToTypes.set(owner, new Set([...(typeOwners.pluginsToTypes.get(owner) ?? []), type]))
  const state = { flattenedPlugins: plugins.map(name => ({ name })), typeOwners }
  return { store: { getState: () => state }, typeOwners }
}

describe(`forgetGoneTypeOwners`, () => {
  it(`forgets the types of a plugin that is gone, so another may make them`, () => {
    const { store, typeOwners } = storeWith([`internal-data-bridge`, `gatsby-source-site-files`, `gatsby-transformer-json`], {
      File: `gatsby-source-filesystem`,
      Directory: `gatsby-source-filesystem`,
      SitePage: `internal-data-bridge`,
      ProfileJson: `gatsby-transformer-json`,
    })
    expect(forgetGoneTypeOwners(store)).toEqual([`File`, `Directory`])
    expect([...typeOwners.typesToPlugins]).toEqual([
      [`SitePage`, `internal-data-bridge`],
      [`ProfileJson`, `gatsby-transformer-json`],
    ])
    expect([...typeOwners.pluginsToTypes.keys()]).toEqual([`internal-data-bridge`, `gatsby-transformer-json`])
  })

  it(`keeps every owner that is still a plugin`, () => {
    const { store, typeOwners } = storeWith([`gatsby-source-site-files`], { File: `gatsby-source-site-files` })
    expect(forgetGoneTypeOwners(store)).toEqual([])
    expect(typeOwners.typesToPlugins.get(`File`)).toBe(`gatsby-source-site-files`)
  })
})
