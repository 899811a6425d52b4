import React, { memo } from "react"
import { Icon } from "../icons/icon"
import { useProfile } from "../hooks/use-profile"
import { Portrait } from "./portrait"
import * as panel from "./panel.module.css"
import * as styles from "./profile-card.module.css"
import { useOwnerText, useWords } from "../i18n/words"

// The profile card comes in two parts, so that on a phone the page itself can
// come between them: the summary (avatar, name, handle) first, the details after
// the page. On wider screens the layout sets them one above the other as one card.
// Both are memoised: they take no props, so the blog list's re-renders on every keystroke skip them.

export const ProfileSummary = memo(function ProfileSummary() {
  const { name, handle, avatarImage, avatarUrl } = useProfile()
  return (
    <div className={`${panel.panel} ${styles.summary}`}>
      <Portrait name={name} data={avatarImage?.childImageSharp?.gatsbyImageData} src={avatarUrl} className={styles.avatar} />
      <h2 className={styles.name}>{name}</h2>
      <p className={styles.handle} dir="ltr">
        @{handle}
      </p>
    </div>
  )
})

export const ProfileDetails = memo(function ProfileDetails() {
  const { t } = useWords()
  const owners = useOwnerText()
  const { email, location, bio, quote } = useProfile()
  return (
    <div className={`${panel.panel} ${styles.details}`}>
      {bio && (
        <p className={styles.bio} {...owners}>
          {bio}
        </p>
      )}
      <ul className={styles.facts}>
        <li>
          <Icon name="mail" />
          <span className="visually-hidden">{t.profile.email}</span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <Icon name="map-pin" />
          <span className="visually-hidden">{t.profile.location}</span>
          <span {...owners}>{location}</span>
        </li>
      </ul>
      <figure className={styles.quote} {...owners}>
        <blockquote>
          <p>“{quote.text}”</p>
        </blockquote>
        <figcaption>— {quote.attribution}</figcaption>
      </figure>
    </div>
  )
})
