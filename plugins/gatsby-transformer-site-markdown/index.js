// A Gatsby plugin: its work is in gatsby-node.js.
