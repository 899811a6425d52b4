import React, { memo } from "react"
import { Icon } from "./icon"
import { useProfile } from "../hooks/use-profile"
import { SIZES } from "../lib/image-sizes"
import { toImageData } from "../lib/picture"
import { SiteImage } from "./site-image"
import * as panel from "./panel.module.css"
import * as styles from "./profile-card.module.css"

// Memoised: it takes no props, so the blog list's re-renders on every keystroke skip it.
export const ProfileCard = memo(function ProfileCard() {
  const { name, handle, email, location, avatarImage, avatarUrl, bio, quote } = useProfile()
  return (
    <section className={`${panel.panel} ${styles.card}`} aria-labelledby="profile-name">
      <SiteImage
        data={toImageData(avatarImage?.childImageSharp?.gatsbyImageData)}
        src={avatarUrl}
        alt={`Portrait of ${name}`}
        width={96}
        height={96}
        sizes={SIZES.avatar}
        eager
        className={styles.avatar}
      />
      <h2 id="profile-name" className={styles.name}>
        {name}
      </h2>
      <p className={styles.handle}>@{handle}</p>
      {bio && <p className={styles.bio}>{bio}</p>}
      <ul className={styles.facts}>
        <li>
          <Icon name="mail" />
          <span className="visually-hidden">E-mail: </span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <Icon name="map-pin" />
          <span className="visually-hidden">Location: </span>
          {location}
        </li>
      </ul>
      <figure className={styles.quote}>
        <blockquote>
          <p>“{quote.text}”</p>
        </blockquote>
        <figcaption>— {quote.attribution}</figcaption>
      </figure>
    </section>
  )
})
