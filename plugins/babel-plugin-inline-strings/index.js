// On a site of one language, the words a component reads from its page's
// strings (`t.post.edit`, `words.t.nav.languages`: src/i18n/words.tsx) are
// written into the code as they are ("Edit this post") when it is compiled, as
// if typed there: no page then carries its strings, and a one-language site
// pays for the languages neither in its pages' data nor in its scripts.
// gatsby-node.ts turns it on with the language's strings (onCreateBabelConfig).
//
// The strings are the `t` that useWords() or lastPageWords() gives, read as
// `t.section.key` or `t.section`. A `t` handed on whole, or a `t` read so that
// does not come from either, could be read in a way this cannot follow: it
// stops the build, naming the file and line. A section handed on whole is
// written in whole, every key of it: hand on the strings the callee reads.
//
// It also writes `false` for SEVERAL_LANGUAGES (src/lib/site-languages.ts),
// so the minifier drops the code a site of several languages alone runs (the
// languages' line in the footer, hreflang links, page versions).

const ROOTS = new Set([`useWords`, `lastPageWords`])
const SEVERAL = `SEVERAL_LANGUAGES`

/** Whether `path`, an identifier, reads SEVERAL_LANGUAGES: imported by that name, or in the module that declares it. */
function readsSeveralLanguages(path) {
  if (!path.isReferencedIdentifier()) return false
  const binding = path.scope.getBinding(path.node.name)
  if (!binding) return false
  if (binding.kind === `module`) {
    const specifier = binding.path.node
    return specifier.type === `ImportSpecifier` && (specifier.imported.name ?? specifier.imported.value) === SEVERAL
  }
  return path.node.name === SEVERAL && binding.kind === `const` && binding.path.scope.path.isProgram()
}

/** Whether `binding` holds what useWords() or lastPageWords() returns. */
function fromWordsCall(binding) {
  if (!binding || !binding.path.isVariableDeclarator()) return false
  const init = binding.path.node.init
  return Boolean(init && init.type === `CallExpression` && init.callee.type === `Identifier` && ROOTS.has(init.callee.name))
}

module.exports = function inlineStrings({ types }, { strings }) {
  if (!strings || typeof strings !== `object`) throw new Error(`babel-plugin-inline-strings needs the site language's strings`)

  /** Whether `path` is the strings: `t` from useWords(), or `words.t` where words is useWords(). */
  const isStrings = path => {
    if (path.isIdentifier({ name: `t` })) return fromWordsCall(path.scope.getBinding(`t`))
    if (path.isMemberExpression() && !path.node.computed && types.isIdentifier(path.node.property, { name: `t` })) {
      const object = path.get(`object`)
      if (object.isCallExpression()) return object.get(`callee`).isIdentifier() && ROOTS.has(object.node.callee.name)
      return object.isIdentifier() && fromWordsCall(path.scope.getBinding(object.node.name))
    }
    return false
  }

  /**
   * A whole section (`const words = t.listing`): where it is named and only read key by key, each read is written in
   * and the name goes; else the section is written in as an object, with only the keys destructured from it if so.
   */
  const writeSection = (path, section) => {
    const declarator = path.parentPath
    if (declarator.isVariableDeclarator() && path.key === `init`) {
      const id = declarator.get(`id`)
      if (id.isIdentifier()) {
        const binding = declarator.scope.getBinding(id.node.name)
        const reads = binding.referencePaths.map(reference => reference.parentPath)
        const keyed = read =>
          read.isMemberExpression() && !read.node.computed && Object.prototype.hasOwnProperty.call(section, read.node.property.name)
        if (binding.constant && reads.every(keyed)) {
          for (const read of reads) read.replaceWith(types.valueToNode(section[read.node.property.name]))
          declarator.remove()
          return
        }
      } else if (id.isObjectPattern() && id.node.properties.every(p => types.isObjectProperty(p) && !p.computed)) {
        const keys = id.node.properties.map(p => p.key.name)
        path.replaceWith(types.valueToNode(Object.fromEntries(keys.map(key => [key, section[key]]))))
        return
      }
    }
    path.replaceWith(types.valueToNode(section))
  }

  return {
    name: `inline-strings`,
    visitor: {
      "Identifier|MemberExpression"(path) {
        if (path.isIdentifier() && readsSeveralLanguages(path)) {
          path.replaceWith(types.booleanLiteral(false))
          return
        }
        if (!isStrings(path)) {
          // A `t` read as the strings are (t.post.…) that cannot be traced to useWords() would be left unwritten.
          const read = path.parentPath
          const looksRead = path.isIdentifier({ name: `t` }) && read.isMemberExpression() && path.key === `object` && !read.node.computed
          if (looksRead && read.node.property.name in strings) {
            throw path.buildCodeFrameError(`These strings do not come from useWords() here: take them with useWords() in this component`)
          }
          return
        }
        // The `t` of `const { t } = useWords()` itself, and `words.t`'s `t`, are not reads.
        if (path.parentPath.isObjectProperty() || (path.parentPath.isMemberExpression() && path.key === `property`)) return
        const section = path.parentPath
        const name =
          section.isMemberExpression() && !section.node.computed && section.node.object === path.node && section.node.property.name
        if (!name || !(name in strings)) {
          throw path.buildCodeFrameError(`The strings are handed on whole here: read t.section.key or t.section where they are used`)
        }
        const key = section.parentPath
        const named = key.isMemberExpression() && !key.node.computed && key.node.object === section.node && key.node.property.name
        if (named && Object.prototype.hasOwnProperty.call(strings[name], named)) key.replaceWith(types.valueToNode(strings[name][named]))
        else if (named) throw key.buildCodeFrameError(`${name}.${named} is no string of the site (src/i18n)`)
        else writeSection(section, strings[name])
      },
    },
  }
}
