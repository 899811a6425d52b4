// The one way the site makes an address from words: the slug new-post gives a
// title, the name the build suggests for a file it refuses, and a tag's page.
// The build takes a post's slug from its file name (slugFromPath in
// content-rules.ts), so for posts this only decides that name.

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
