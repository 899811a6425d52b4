// A single `$` opens math only as Pandoc reads it: a non-space follows it, and
// the `$` that would close it follows a non-space and comes before no digit.
// Any other `$` is a dollar sign, read while the body is parsed, so what comes
// after it is markdown as usual: "[$10k bounty](…) for $5" keeps its link.
// remark-math alone reads `$…$` the way a code span reads backticks: any two
// dollars, across links and emphasis. Use it after remark-math: a micromark
// extension added later is tried first for the same character.
// `$$…$$` keeps remark-math's own reading.

const DOLLAR = 36

/** Whether a code is a space, a tab or a line ending, as micromark numbers them (negative codes are tabs and line endings). */
const isSpace = code => code !== null && (code < 0 || code === 32)
const isDigit = code => code !== null && code >= 48 && code <= 57

/**
 * At a run of dollars that is not math by Pandoc's rule: the run, as text.
 * Anywhere else it fails, and remark-math's own construct reads the run.
 */
function tokenizeDollarSign(effects, ok, nok) {
  return start

  function start(code) {
    return effects.check(pandocMath, nok, dollars)(code)
  }

  function dollars(code) {
    effects.enter(`data`)
    return sign(code)
  }

  function sign(code) {
    if (code === DOLLAR) {
      effects.consume(code)
      return sign
    }
    effects.exit(`data`)
    return ok(code)
  }
}

/** Succeeds at a run of dollars that Pandoc reads as math (or at `$$`, left to remark-math). */
function tokenizePandocMath(effects, ok, nok) {
  let opening = 0
  let closing = 0
  let last = null
  let beforeClosing = null
  return start

  function start(code) {
    effects.enter(`pandocMathCheck`)
    return open(code)
  }

  function open(code) {
    if (code === DOLLAR) {
      opening++
      effects.consume(code)
      return open
    }
    if (opening > 1) return done(code)
    if (code === null || isSpace(code)) return nok(code)
    return inside(code)
  }

  function inside(code) {
    if (code === null) return nok(code)
    if (code === DOLLAR) {
      beforeClosing = last
      closing = 0
      return close(code)
    }
    last = code
    effects.consume(code)
    return inside
  }

  function close(code) {
    if (code === DOLLAR) {
      closing++
      effects.consume(code)
      return close
    }
    if (closing !== opening) {
      // A run of another size is part of the math, as in a code span.
      last = DOLLAR
      return inside(code)
    }
    if (isSpace(beforeClosing) || isDigit(code)) return nok(code)
    return done(code)
  }

  function done(code) {
    effects.exit(`pandocMathCheck`)
    return ok(code)
  }
}

const pandocMath = { tokenize: tokenizePandocMath, partial: true }

/** Only at the first dollar of a run, as remark-math's own construct. */
function previous(code) {
  return code !== DOLLAR
}

/** The remark plugin: Pandoc's rule for single dollars, over remark-math's. */
function remarkPandocDollars() {
  const data = this.data()
  const extensions = data.micromarkExtensions || (data.micromarkExtensions = [])
  extensions.push({ text: { [DOLLAR]: { tokenize: tokenizeDollarSign, previous } } })
}

module.exports = { remarkPandocDollars }
