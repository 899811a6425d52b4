// What the browser bundles hold of ./newsletter-form.tsx while the site config
// has no newsletter (gatsby-internals/webpack.ts): the same component, drawing nothing.
import type { NewsletterForm as Form } from "./newsletter-form"

export const NewsletterForm: typeof Form = () => null
