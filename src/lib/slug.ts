// The one way the site makes an address from words: the slug new-post gives a
// title, the name the build suggests for a file it refuses, and the pages of a
// tag or a category.
// The build takes a post's slug from its file name (slugFromPath in
// post-slugs.ts), so for posts this only decides that name.

// Symbols that carry the meaning of common tech words (C#, C++, F#).
const SPELLED: Record<string, string> = { "#": `-sharp`, "+": `-plus` }

/**
 * "Rust's Module System, Explained!" → "rust-s-module-system-explained": lower
 * case, accents stripped (é → e), # and + spelled out (C# → c-sharp), every run of other characters one hyphen,
 * none at either end. Empty when the title has no letter or digit.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize(`NFKD`)
    .replace(/[\u0300-\u036f]/g, ``)
    .toLowerCase()
    .replace(/[#+]/g, symbol => SPELLED[symbol])
    .replace(/[^a-z0-9]+/g, `-`)
    .replace(/^-+|-+$/g, ``)
}

/**
 * The address of a name the owner writes (a tag, a category): its slug, or,
 * when nothing ASCII is left ("日本"), `{kind}-` and its code points, so every
 * name has a safe, stable address.
 */
export function nameSlug(name: string, kind: string): string {
  return slugFromTitle(name) || `${kind}-${[...name.trim()].map(char => char.codePointAt(0)?.toString(16)).join(`-`)}`
}
