import { withoutBabelCache, type RuleLike } from "../babel-cache"

const CACHE = `/site/.cache/webpack/babel`
const babel = (loader = `/site/node_modules/gatsby/dist/utils/babel-loader.js`) => ({
  loader,
  options: { stage: `build-html`, cacheDirectory: CACHE },
})
const css = () => ({ loader: `/site/node_modules/css-loader/dist/cjs.js`, options: { modules: true } })

describe(`withoutBabelCache`, () => {
  it(`turns the cache off where Gatsby's rule makes its loaders in a function, keeping the other options`, () => {
    const made: unknown[] = []
    const rules: RuleLike[] = [{ use: (info: unknown) => (made.push(info), [babel()]) }]
    withoutBabelCache(rules)
    const uses = (rules[0].use as (info: unknown) => unknown)({ issuer: `async-requires.js` })
    expect(made).toEqual([{ issuer: `async-requires.js` }])
    expect(uses).toEqual([{ loader: babel().loader, options: { stage: `build-html`, cacheDirectory: false } }])
  })

  it(`turns it off in a list, in one loader, on the rule itself and in nested rules, and leaves other loaders alone`, () => {
    const rules: RuleLike[] = [
      { use: [babel(`/site/node_modules/babel-loader/lib/index.js`)] },
      { use: babel(`babel-loader`) },
      { ...babel() },
      { oneOf: [{ use: [css(), babel()] }], rules: [{ use: [babel()] }] },
    ]
    withoutBabelCache(rules)
    const caches = JSON.stringify(rules).match(/"cacheDirectory":[^,}]+/g)
    expect(caches).toEqual(Array(5).fill(`"cacheDirectory":false`))
    expect((rules[3].oneOf![0].use as unknown[])[0]).toEqual(css())
  })
})
