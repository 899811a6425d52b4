/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import type { GatsbyCache, Reporter } from "gatsby"
import { socialCardRoute } from "../social-card-route"
import { socialCardResolvers } from "../card-resolvers"

// The development server's card route, in a temporary folder: what it writes goes there.
const project = process.cwd()
let dir: string
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), `card-route-`))
  process.chdir(dir)
})
afterAll(() => {
  process.chdir(project)
  rmSync(dir, { recursive: true, force: true })
})

const profile = {
  parent: `profile-file`,
  name: `Juma Kiprono`,
  handle: `jumakip`,
  avatar: `/images/profile/avatar.jpg`,
  bio: `Backend developer.`,
}
const context = {
  nodeModel: {
    findOne: async () => profile,
    getNodeById: () => ({ absolutePath: path.join(project, `content/data/profile.json`), dir: path.join(project, `content/data`) }),
  },
}
/** Resolves the home page's socialCard field, as a page query does: the card is then wanted. */
const homeCard = () => socialCardResolvers({ pathPrefix: `` }).ProfileJson.socialCard.resolve(profile, { page: `/` }, context as never)

function answer() {
  const response = { code: 200, kind: ``, body: null as Buffer | string | null }
  const fake = {
    status: (code: number) => ((response.code = code), fake),
    type: (kind: string) => ((response.kind = kind), fake),
    send: (body: Buffer | string) => void (response.body = body),
  }
  return { response, fake }
}

const reporter = { error: jest.fn(), warn: jest.fn() } as unknown as Reporter
const route = (query: () => Promise<unknown>) => socialCardRoute({ query, cache: { directory: dir } as GatsbyCache, reporter })

it(`draws a wanted card as a 1200×630 JPEG, keeps it in the cache and public/, and serves it again from the cache`, async () => {
  const name = path.basename(homeCard())
  const query = jest.fn(async () => undefined)
  const { response, fake } = answer()
  const next = jest.fn()
  await route(query)({ params: { name } }, fake, next)
  expect(next).not.toHaveBeenCalled()
  expect(query).not.toHaveBeenCalled()
  expect(response.kind).toBe(`jpg`)
  expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ format: `jpeg`, width: 1200, height: 630 })
  expect(readFileSync(path.join(dir, name)).equals(response.body as Buffer)).toBe(true)
  expect(existsSync(path.join(dir, `public/static/cards`, name))).toBe(true)

  const again = answer()
  await route(query)({ params: { name } }, again.fake, next)
  expect((again.response.body as Buffer).equals(response.body as Buffer)).toBe(true)
}, 60000)

it(`asks for every card before giving up on an address no page has asked for, and passes an unknown one on`, async () => {
  const query = jest.fn(async () => undefined)
  const next = jest.fn()
  await route(query)({ params: { name: `card-00000000000000000000.jpg` } }, answer().fake, next)
  expect(query).toHaveBeenCalledTimes(1)
  expect(next).toHaveBeenCalled()
})

it(`answers 500 and logs why when the cards cannot be listed`, async () => {
  const { response, fake } = answer()
  await route(async () => Promise.reject(new Error(`the posts are not loaded yet`)))(
    { params: { name: `card-11111111111111111111.jpg` } },
    fake,
    jest.fn(),
  )
  expect(response.code).toBe(500)
  expect(reporter.error).toHaveBeenCalledWith(`/static/cards/card-11111111111111111111.jpg: the posts are not loaded yet`)
})
