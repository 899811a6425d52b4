// The words the benchmark's generated posts are made of (./generate-posts.mjs):
// categories and tags as a long-running developer blog has them, title
// subjects and patterns, and a vocabulary for prose.

export const CATEGORIES = [
  `Rust`,
  `Rust & Web Development`,
  `Rust & REST API`,
  `Django & Web Development`,
  `Cybersecurity`,
  `Science & Physics`,
  `Python`,
  `TypeScript`,
  `JavaScript`,
  `Go`,
  `DevOps`,
  `Databases`,
  `Linux`,
  `Networking`,
  `Testing`,
  `Performance`,
  `Cloud`,
  `Mobile Money APIs`,
  `Career`,
  `Open Source`,
  `Tooling`,
  `Architecture`,
  `Security Research`,
  `Embedded`,
]

/** Tags drawn from, one to three a post; `rust` first, as the bench measures its tag page (run.mjs). */
export const TAGS = [
  `rust`,
  `python`,
  `django`,
  `actix-web`,
  `async`,
  `web`,
  `performance`,
  `testing`,
  `security`,
  `databases`,
  `devops`,
  `linux`,
  `networking`,
  `typescript`,
  `go`,
  `apis`,
  `observability`,
  `architecture`,
  `career`,
  `open-source`,
  `tooling`,
  `mobile-money`,
  `cloud`,
  `embedded`,
]

export const SUBJECTS = [
  `Error Handling`,
  `Async Rust`,
  `Django Middleware`,
  `REST APIs`,
  `Connection Pooling`,
  `Rate Limiting`,
  `JWT Authentication`,
  `Database Migrations`,
  `Background Jobs`,
  `Structured Logging`,
  `Webhooks`,
  `Caching Strategies`,
  `Unit Testing`,
  `Property-Based Testing`,
  `Docker Images`,
  `CI Pipelines`,
  `Feature Flags`,
  `Payment Callbacks`,
  `Retry Logic`,
  `Idempotency Keys`,
  `Pagination`,
  `Full-Text Search`,
  `WebSockets`,
  `Server-Sent Events`,
  `TLS Certificates`,
  `DNS Resolution`,
  `Memory Profiling`,
  `Flame Graphs`,
  `SQL Indexes`,
  `Query Planning`,
  `Type Inference`,
  `Trait Objects`,
  `Lifetimes`,
  `Python Packaging`,
  `Virtual Environments`,
  `Command-Line Tools`,
  `Config Files`,
  `Secrets Management`,
  `Load Testing`,
  `Observability`,
  `Graceful Shutdown`,
  `Message Queues`,
  `Actix Extractors`,
  `Serde Deserialization`,
  `Django Signals`,
  `ORM Performance`,
  `Static Sites`,
  `Image Optimisation`,
  `USSD Menus`,
  `SMS Gateways`,
]

export const PATTERNS = [
  `A Practical Guide to {s}`,
  `{s} in Production`,
  `{s} Without the Pain`,
  `Getting Started with {s}`,
  `{s}: Lessons from a Year of Mistakes`,
  `Understanding {s} from First Principles`,
  `How I Debugged {s} on a Slow Network`,
  `{s} for Backend Developers`,
  `Five Patterns for {s}`,
  `Testing {s} the Boring Way`,
  `When {s} Goes Wrong`,
  `{s} on a Budget VPS`,
  `Rethinking {s}`,
  `{s}, Step by Step`,
  `What Nobody Tells You About {s}`,
  `Notes on {s}`,
  `{s} Explained with Diagrams`,
  `Measuring {s}`,
  `{s} in Rust and Python`,
  `Migrating Our {s}`,
  `{s}: A Checklist`,
  `Small Wins with {s}`,
  `The Hidden Cost of {s}`,
  `{s} at Scale`,
  `Refactoring {s}`,
]

export const WORDS = (
  `request response handler server client service database query index cache latency throughput ` +
  `memory thread task runtime future channel buffer socket header payload token session cookie ` +
  `migration schema table column transaction lock retry timeout backoff queue worker job scheduler ` +
  `compiler borrow checker lifetime trait generic module crate package dependency version release ` +
  `deploy container image registry pipeline build test fixture mock assertion coverage benchmark ` +
  `profile trace span metric log alert dashboard incident outage rollback feature flag config ` +
  `secret certificate key signature hash encryption decryption network packet route gateway proxy ` +
  `load balancer replica shard partition backup restore user customer payment callback webhook ` +
  `mobile money phone network operator message notification template view model serializer form ` +
  `the a an and or but so because when while after before then if unless until this that these those ` +
  `we you it they our your its their is are was were be been being have has had do does did can could ` +
  `should would will may might must simple careful small large fast slow reliable fragile clear honest ` +
  `usually often rarely always never quickly slowly finally really mostly only also even still`
).split(/\s+/)

export const LANGUAGES = [`rust`, `python`, `typescript`, `go`, `bash`]
