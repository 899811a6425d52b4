// Text from the owner's files, made safe to show. In a terminal, a control
// character (ESC, BEL, CSI) would be acted on rather than printed: a file name
// or a value could recolour, retitle or rewrite the lines around it. In a
// field, an invisible character makes two names that look the same differ
// (and their addresses with them), so it is named for the owner to find.

/** `\u001b` for ESC: how a character is written once made visible. */
function escaped(code: number): string {
  return `\\u${code.toString(16).padStart(4, `0`)}`
}

/**
 * A line as it should reach a terminal: every C0 and C1 control character
 * (and DEL) but tab and newline written as `\u001b`, so it prints as it reads.
 * Every message of the content check passes through it before it is printed.
 */
export function printable(text: string): string {
  return text.replace(/\p{Cc}/gu, char => (char === `\t` || char === `\n` ? char : escaped(char.charCodeAt(0))))
}

/** "U+200B": how a message names a character. */
export function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, `0`)}`
}

// Formats (Cf: zero-width spaces and joiners, soft hyphen, byte-order mark,
// bidi controls), controls (Cc) and the line and paragraph separators: none
// shows, and the bidi controls reorder what is around them.
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u
// Joiners (U+200C, U+200D) are part of the spelling between letters of the
// scripts that join them (Persian, Hindi), and U+200D of emoji sequences (a
// woman and a laptop drawn as one); tag characters (U+E0020–U+E007F) of the
// subdivision flags that follow a black flag (U+1F3F4).
const JOINING_SCRIPTS = [
  ...[`Arabic`, `Syriac`, `Thaana`, `Nko`, `Mongolian`, `Devanagari`, `Bengali`, `Gurmukhi`, `Gujarati`, `Oriya`, `Tamil`],
  ...[`Telugu`, `Kannada`, `Malayalam`, `Sinhala`, `Khmer`, `Myanmar`],
]
const JOINING_SCRIPT = new RegExp(`[${JOINING_SCRIPTS.map(script => `\\p{scx=${script}}`).join(``)}]`, `u`)
const EMOJI_BEFORE_JOINER = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u
const EMOJI = /\p{Extended_Pictographic}/u
const BLACK_FLAG = 0x1f3f4

function isTag(code: number | undefined): boolean {
  return code !== undefined && code >= 0xe0020 && code <= 0xe007f
}

/** Whether the character at `index` of `chars` is part of what is written, not an invisible stray. */
function isPartOfSpelling(chars: readonly string[], index: number): boolean {
  const code = chars[index].codePointAt(0)
  const before = chars[index - 1] ?? ``
  const after = chars[index + 1] ?? ``
  if (isTag(code)) return before.codePointAt(0) === BLACK_FLAG || isTag(before.codePointAt(0))
  if (code !== 0x200c && code !== 0x200d) return false
  if (JOINING_SCRIPT.test(before) && JOINING_SCRIPT.test(after)) return true
  return code === 0x200d && EMOJI_BEFORE_JOINER.test(before) && EMOJI.test(after)
}

/** The invisible characters of a value, as code points in the order they first appear (empty when it has none). */
export function invisibleCharacters(value: string): number[] {
  // Most values have none: they are not split into characters at all.
  if (!INVISIBLE.test(value)) return []
  const chars = [...value]
  const found = new Set<number>()
  chars.forEach((char, index) => {
    if (INVISIBLE.test(char) && !isPartOfSpelling(chars, index)) found.add(char.codePointAt(0) as number)
  })
  return [...found]
}

/** `value` with each of `codes` shown as <U+200B>, so the message shows where it is. */
export function showInvisible(value: string, codes: readonly number[]): string {
  const shown = new Set(codes)
  return [...value]
    .map(char => (shown.has(char.codePointAt(0) as number) ? `<${codePointName(char.codePointAt(0) as number)}>` : char))
    .join(``)
}

const NAMES: Record<number, string> = {
  0x00ad: `soft hyphen`,
  0x200b: `zero width space`,
  0x200c: `zero width non-joiner`,
  0x200d: `zero width joiner`,
  0x200e: `left-to-right mark`,
  0x200f: `right-to-left mark`,
  0x2060: `word joiner`,
  0xfeff: `byte-order mark`,
}

/** "U+200B (zero width space)", "U+202E (a bidi control)", "U+0007 (a control character)". */
export function describeCharacter(code: number): string {
  const bidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0x061c
  const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f)
  const name = NAMES[code] ?? (bidi ? `a bidi control` : control ? `a control character` : `an invisible character`)
  return `${codePointName(code)} (${name})`
}
