// Which front-matter keys of other generators mean which field here, in the
// order they are tried: Docusaurus, MkDocs, Hugo, Zola, Jekyll, Hexo, Eleventy,
// Astro and Gatsby each name a post's date, image or summary their own way.
// A key not read here is named in the post's summary line, not silently lost.

export const DATE_KEYS = [`date`, `date.created`, `pubdate`, `publishdate`, `published`, `pubdatetime`, `publishedat`, `created`]
export const UPDATED_KEYS = [
  `updated`,
  `lastmod`,
  `last_modified_at`,
  `last_update.date`,
  `date.updated`,
  `updateddate`,
  `modified`,
  `moddatetime`,
]
export const TAG_KEYS = [`tags`, `taxonomies.tags`]
/** Hugo's and Zola's series taxonomy (a list), or a series plugin's name. */
export const SERIES_KEYS = [`series`, `taxonomies.series`]
export const DESCRIPTION_KEYS = [`description`, `summary`, `excerpt`, `spoiler`]
/** The cover; `images` is a list (tailwind-nextjs-starter-blog's), whose first is taken. */
export const IMAGE_KEYS = [`image`, `heroimage`, `socialimage`, `img`, `featuredimage`, `cover.image`, `images`]
export const IMAGE_ALT_KEYS = [`imagealt`, `image_alt`, `img_alt`, `heroimagealt`, `cover.alt`]
export const AUTHOR_KEYS = [`authors`, `author`]
export const ALIAS_KEYS = [`aliases`, `redirect_from`]
/** Keys that name the old address of the page: kept as an alias so old links still work. */
export const PATH_KEYS = [`path`, `permalink`, `url`]
export const CATEGORY_KEYS = [`category`, `categories`, `taxonomies.categories`]
export const READ = new Set(
  [
    ...DATE_KEYS,
    ...UPDATED_KEYS,
    ...DESCRIPTION_KEYS,
    ...IMAGE_KEYS,
    ...IMAGE_ALT_KEYS,
    ...AUTHOR_KEYS,
    ...ALIAS_KEYS,
    ...PATH_KEYS,
    ...CATEGORY_KEYS,
    ...TAG_KEYS,
    ...SERIES_KEYS,
    `draft`,
    `slug`,
    `title`,
  ].map(key => key.split(`.`)[0]),
)
/** Keys that only told the old generator how to lay the page out: dropped without a note. */
export const LAYOUT_ONLY = new Set([`layout`, `template`])
