// Jest compiles TypeScript and JSX the way Gatsby does.
const babelOptions = {
  presets: [`babel-preset-gatsby`, `@babel/preset-typescript`],
}

module.exports = require(`babel-jest`).default.createTransformer(babelOptions)
