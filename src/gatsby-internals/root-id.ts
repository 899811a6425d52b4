/** The id of the element Gatsby renders the site into. */
export const GATSBY_ROOT_ID = `___gatsby`
