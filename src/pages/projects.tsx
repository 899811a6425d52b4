import React from "react"
import { graphql, type PageProps } from "gatsby"
import { DashboardLayout } from "../components/dashboard-layout"
import { ProjectGrid } from "../components/project-grid"
import { Seo } from "../components/seo"
import { useProfile } from "../hooks/use-profile"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { fill, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"
import { absoluteUrl } from "../lib/urls"

export default function ProjectsPage({ data }: PageProps<Queries.ProjectsQuery>) {
  const { name } = useProfile()
  const { siteUrl } = useSiteMetadata()
  const { lang, t } = useWords()
  return (
    <DashboardLayout>
      <Seo
        title={fill(t.projects.title, { owner: name })}
        description={fill(t.projects.description, { owner: name })}
        path={languagePath(lang, `/projects`)}
        image={data.profileJson && absoluteUrl(siteUrl, data.profileJson.socialCard)}
      />
      <ProjectGrid projects={data.allProjectsJson.nodes} />
    </DashboardLayout>
  )
}

export const query = graphql`
  query Projects {
    allProjectsJson(sort: { projectId: ASC }) {
      nodes {
        ...ProjectCard
      }
    }
    profileJson {
      socialCard(page: "/projects")
    }
  }
`
