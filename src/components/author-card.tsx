import React from "react"
import { Portrait } from "./portrait"
import * as panel from "./panel.module.css"
import * as styles from "./author-card.module.css"
import { fill, useWords } from "../i18n/words"

export interface AuthorCardProps {
  name: string
  bio: string | null
  links: ReadonlyArray<{ name: string; url: string }>
  /** The picture as the build resized it, or its address when it could not be (an SVG, another host). */
  avatar: { data: unknown; src: string | null } | null
}

/** Who an author of authors.json is, at the top of their page: picture, a sentence or two, their pages elsewhere. */
export function AuthorCard({ name, bio, links, avatar }: AuthorCardProps): React.ReactElement | null {
  const { t } = useWords()
  return (
    <section className={`${panel.panel} ${styles.card}`} aria-label={fill(t.listing.aboutAuthor, { name })}>
      {avatar && (avatar.data || avatar.src) && <Portrait name={name} data={avatar.data} src={avatar.src} className={styles.avatar} />}
      <div>
        {bio && <p className={styles.bio}>{bio}</p>}
        {links.length > 0 && (
          <ul className={styles.links} aria-label={fill(t.listing.authorElsewhere, { name })}>
            {links.map(link => (
              <li key={link.url}>
                <a href={link.url} rel="me noopener">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
