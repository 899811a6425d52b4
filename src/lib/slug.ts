// The slug new-post gives a title. The build takes a post's slug from its file
// name (slugFromPath in content-rules.ts), so this only decides that name.

/**
 * "Rust's Module System, Explained!" → "rust-s-module-system-explained": lower
 * case, accents stripped (é → e), every run of other characters one hyphen,
 * none at either end. Empty when the title has no letter or digit.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize(`NFKD`)
    .replace(/[\u0300-\u036f]/g, ``)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, `-`)
    .replace(/^-+|-+$/g, ``)
}
