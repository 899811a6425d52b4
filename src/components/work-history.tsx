import React, { memo } from "react"
import { useWorkHistory } from "../hooks/use-work-history"
import { ExternalLink } from "./external-link"
import * as panel from "./panel.module.css"
import * as styles from "./work-history.module.css"

// Memoised: it takes no props, so the blog list's re-renders on every keystroke skip it.
export const WorkHistory = memo(function WorkHistory() {
  const jobs = useWorkHistory()
  // No work.json, or an empty one: no empty table (the build says so).
  if (jobs.length === 0) return null
  return (
    <section className={panel.panel} aria-labelledby="work-title">
      <h2 id="work-title" className={panel.title}>
        Work History
      </h2>
      <table className={styles.table} aria-labelledby="work-title">
        <thead>
          <tr>
            <th scope="col">Company &amp; Role</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map(job => (
            <tr key={`${job.company} ${job.date}`}>
              <td>
                <ExternalLink href={job.link}>{job.company}</ExternalLink>
                <span className={styles.role}>{job.role}</span>
              </td>
              <td className={styles.date}>{job.date}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
})
