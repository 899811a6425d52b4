import React from "react"
import { siteConfig } from "../site-config"
import { NEWSLETTER_DEFAULTS } from "../lib/newsletter"
import { useWords } from "../i18n/words"
import * as styles from "./newsletter-form.module.css"

/**
 * The newsletter sign-up when the site config has one (newsletter in src/site-config.ts): a plain form that posts
 * to the provider, in a new tab so the page stays, with or without JavaScript.
 */
export function NewsletterForm() {
  // One form a page, so fixed ids: React's and Preact's generated ones differ between the HTML and the browser.
  const id = `newsletter`
  const { t } = useWords()
  const settings = siteConfig.newsletter
  if (!settings) return null
  const { emailField, title = t.newsletter.title, text = t.newsletter.text } = { ...NEWSLETTER_DEFAULTS, ...settings }
  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <form className={styles.form} action={settings.action} method="post" target="_blank">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t.newsletter.emailAddress}
        </label>
        <input
          id={`${id}-email`}
          className={styles.field}
          type="email"
          name={emailField}
          required
          autoComplete="email"
          placeholder="you@example.com"
        />
        <button type="submit" className={styles.button}>
          {t.newsletter.subscribe}
          <span className="visually-hidden">{t.site.opensInNewTab}</span>
        </button>
      </form>
    </section>
  )
}
