/** @jest-environment node */
import { builtClassName, classNamer, shortenClassNames } from "../class-names"

describe(`the built site's class names`, () => {
  it(`are six letters, the same for the same file and class, different for another`, () => {
    const name = builtClassName(`src/components/post-card.module.css`, `title`)
    expect(name).toMatch(/^[A-Za-z]{6}$/)
    expect(builtClassName(`src/components/post-card.module.css`, `title`)).toBe(name)
    expect(builtClassName(`src/components/post-card.module.css`, `meta`)).not.toBe(name)
    expect(builtClassName(`src/components/blog-list.module.css`, `title`)).not.toBe(name)
  })

  it(`stop the build when two classes would share a name, naming both`, () => {
    // A naming that gives every class the same name.
    const name = classNamer(() => `sameAb`)
    expect(name(`src/a.module.css`, `title`)).toBe(`sameAb`)
    expect(name(`src/a.module.css`, `title`)).toBe(`sameAb`)
    expect(() => name(`src/b.module.css`, `title`)).toThrow(
      `src/b.module.css .title and src/a.module.css .title would both be the class "sameAb" in the built site: rename one of them`,
    )
    expect(() => name(`src/a.module.css`, `meta`)).toThrow(`src/a.module.css .meta and src/a.module.css .title`)
  })

  it(`are set on Gatsby's css-loader wherever it makes CSS modules, and nowhere else`, () => {
    const modulesLoader = {
      loader: `/x/node_modules/css-loader/dist/cjs.js`,
      options: {
        modules: { namedExport: true, localIdentName: `[name]--[local]--[hash:hex:5]` } as Record<string, unknown>,
        importLoaders: 1,
      },
    }
    const globalLoader = { loader: `/x/node_modules/css-loader/dist/cjs.js`, options: { modules: false } }
    const babel = { loader: `/x/node_modules/babel-loader/lib/index.js`, options: { modules: { keep: true } } }
    const rules = [
      {
        oneOf: [
          { test: /\.module\.css$/, use: [`style-loader`, modulesLoader, { loader: `postcss-loader` }] },
          { test: /\.css$/, use: [globalLoader] },
        ],
      },
      { test: /\.js$/, use: babel },
    ]
    shortenClassNames(rules)
    const getLocalIdent = modulesLoader.options.modules.getLocalIdent as (context: object, template: string, local: string) => string
    expect(modulesLoader.options.modules.namedExport).toBe(true)
    expect(getLocalIdent({ rootContext: `/site`, resourcePath: `/site/src/components/post-card.module.css` }, ``, `title`)).toBe(
      builtClassName(`src/components/post-card.module.css`, `title`),
    )
    expect(globalLoader.options).toEqual({ modules: false })
    expect(babel.options).toEqual({ modules: { keep: true } })
  })
})
