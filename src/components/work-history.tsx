import React, { memo } from "react"
import { useWorkHistory } from "../hooks/use-work-history"
import { ExternalLink } from "./external-link"
import * as panel from "./panel.module.css"
import * as styles from "./work-history.module.css"
import { useOwnerText, useWords } from "../i18n/words"

// Memoised: it takes no props, so the blog list's re-renders on every keystroke skip it.
export const WorkHistory = memo(function WorkHistory() {
  const { t } = useWords()
  const owners = useOwnerText()
  const jobs = useWorkHistory()
  // No work.json, or an empty one: no empty table (the build says so).
  if (jobs.length === 0) return null
  return (
    <section className={panel.panel} aria-labelledby="work-title">
      <h2 id="work-title" className={panel.title}>
        {t.profile.workHistory}
      </h2>
      <table className={styles.table} aria-labelledby="work-title">
        <thead>
          <tr>
            <th scope="col">{t.profile.companyAndRole}</th>
            <th scope="col">{t.profile.date}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map(job => (
            <tr key={`${job.company} ${job.date}`}>
              <td>
                <ExternalLink href={job.link} {...owners}>
                  {job.company}
                </ExternalLink>
                <span className={styles.role} {...owners}>
                  {job.role}
                </span>
              </td>
              <td className={styles.date}>
                <span {...owners}>{job.date}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
})
