import React from "react"
import { graphql } from "gatsby"
import { Icon } from "../icons/icon"
import { ExternalLink } from "./external-link"
import { useOwnerText, useWords } from "../i18n/words"
import * as styles from "./project-grid.module.css"

type Project = Queries.ProjectCardFragment

export function ProjectGrid({ projects }: { projects: readonly Project[] }) {
  const { t } = useWords()
  return (
    <section aria-labelledby="projects-title">
      <h1 id="projects-title" className={styles.heading}>
        {t.projects.heading}
      </h1>
      {projects.length === 0 ? (
        <p>{t.projects.none}</p>
      ) : (
        <ul className={styles.grid}>
          {projects.map(project => (
            <li key={project.projectId}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** A project: the owner's words (its title, what it does, its stack) in the site's language, the labels in the page's. */
function ProjectCard({ project }: { project: Project }) {
  const { t } = useWords()
  const owners = useOwnerText()
  return (
    <article className={styles.card}>
      <h2 className={styles.title} {...owners}>
        {project.title}
      </h2>
      <p className={styles.description} {...owners}>
        {project.description}
      </p>
      <ul className={styles.tech} aria-label={t.projects.technologies} {...owners}>
        {project.tech.map(tech => (
          <li key={tech}>{tech}</li>
        ))}
      </ul>
      <p className={styles.links}>
        <ExternalLink href={project.github} className={styles.link}>
          <Icon name="code" />
          {t.projects.code}
          <span className="visually-hidden">: {project.title}</span>
        </ExternalLink>
        <ExternalLink href={project.demo} className={styles.link}>
          <Icon name="external-link" />
          {t.projects.live}
          <span className="visually-hidden">: {project.title}</span>
        </ExternalLink>
      </p>
    </article>
  )
}

export const query = graphql`
  fragment ProjectCard on ProjectsJson {
    projectId
    title
    description
    tech
    github
    demo
  }
`
