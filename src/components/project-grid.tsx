import React from "react"
import { graphql } from "gatsby"
import { Icon } from "../icons/icon"
import { ExternalLink } from "./external-link"
import * as styles from "./project-grid.module.css"

type Project = Queries.ProjectCardFragment

export function ProjectGrid({ projects }: { projects: readonly Project[] }) {
  return (
    <section aria-labelledby="projects-title">
      <h1 id="projects-title" className={styles.heading}>
        My Projects
      </h1>
      {projects.length === 0 ? (
        <p>No projects yet.</p>
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

function ProjectCard({ project }: { project: Project }) {
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>{project.title}</h2>
      <p className={styles.description}>{project.description}</p>
      <ul className={styles.tech} aria-label="Technologies">
        {project.tech.map(tech => (
          <li key={tech}>{tech}</li>
        ))}
      </ul>
      <p className={styles.links}>
        <ExternalLink href={project.github} className={styles.link}>
          <Icon name="code" />
          Code<span className="visually-hidden">: {project.title}</span>
        </ExternalLink>
        <ExternalLink href={project.demo} className={styles.link}>
          <Icon name="external-link" />
          Live<span className="visually-hidden">: {project.title}</span>
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
