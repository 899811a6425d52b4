import React, { memo } from "react"
import { useSocials } from "../hooks/use-socials"
import { ExternalLink } from "./external-link"
import { SocialIcon } from "../icons/social-icon"
import * as panel from "./panel.module.css"
import * as styles from "./socials-panel.module.css"
import { useOwnerText, useWords } from "../i18n/words"

// Memoised: it takes no props, so the blog list's re-renders on every keystroke skip it.
export const SocialsPanel = memo(function SocialsPanel() {
  const { t } = useWords()
  const owners = useOwnerText()
  const socials = useSocials()
  // No socials.json, or an empty one: no empty panel (the build says so).
  if (socials.length === 0) return null
  return (
    <section className={panel.panel} aria-labelledby="socials-title">
      <h2 id="socials-title" className={panel.title}>
        {t.profile.socials}
      </h2>
      <ul className={styles.list}>
        {socials.map(social => (
          <li key={social.socialId}>
            <ExternalLink href={social.url} className={styles.link}>
              <SocialIcon name={social.icon} className={styles.icon} />
              <span className={styles.text} {...owners}>
                <span className={styles.name}>{social.name}</span>
                <span className={styles.handle}>{social.description}</span>
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  )
})
