// The newsletter sign-up, only when the site config names where it posts
// (newsletter in src/site-config.ts): a plain form, so it works without
// JavaScript; the build adds its address's origin to the policy's form-action.

export interface NewsletterSettings {
  /**
   * Where the form posts the reader's address: Buttondown's https://buttondown.com/api/emails/embed-subscribe/{you},
   * Kit's (ConvertKit's) https://app.kit.com/forms/{form id}/subscriptions, or any form address.
   */
  action: string
  /** The name of the field the provider reads the address from: `email` (the default, Buttondown) or `email_address` (Kit). */
  emailField?: string
  /** The heading above the form; "Newsletter" when left out. */
  title?: string
  /** One sentence on what the reader signs up for. */
  text?: string
}

/** The title and the text default to the page's language's (newsletter in src/i18n/en.json). */
export const NEWSLETTER_DEFAULTS = {
  emailField: `email`,
}

/** The origin the policy's form-action adds. */
export function newsletterOrigins(settings: NewsletterSettings | null): string[] {
  return settings ? [new URL(settings.action).origin] : []
}

/** Every problem of the settings, each naming the setting: the build and `npm run check` refuse them. */
export function newsletterProblems(settings: NewsletterSettings | null): { field: string; message: string }[] {
  if (!settings) return []
  const problems: { field: string; message: string }[] = []
  let https = false
  try {
    https = new URL(settings.action).protocol === `https:`
  } catch {
    // Not an address at all: the same problem.
  }
  if (!https) problems.push({ field: `newsletter.action`, message: `"${settings.action ?? ``}" must be an https:// address` })
  if (settings.emailField !== undefined && !/^[\w.[\]-]+$/.test(settings.emailField))
    problems.push({ field: `newsletter.emailField`, message: `"${settings.emailField}" must be a form field's name, such as email` })
  return problems
}
