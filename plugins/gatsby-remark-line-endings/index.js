// remark keeps the line endings of the file inside text, code and HTML nodes,
// so a post saved with CRLF would give a page that differs from the same post
// saved with LF (a carriage return in every paragraph and code block). This
// runs first among the remark plugins and makes every line ending "\n".
module.exports = function lineEndings({ markdownAST }) {
  const stack = [markdownAST]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node.value === `string` && node.value.includes(`\r`)) node.value = node.value.replace(/\r\n?/g, `\n`)
    if (typeof node.meta === `string`) node.meta = node.meta.replace(/\r$/, ``)
    if (Array.isArray(node.children)) stack.push(...node.children)
  }
  return markdownAST
}
