/**
 * @jest-environment node
 */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { deferScripts } from "../deferred-scripts"
import { SCRIPTS_SLICE_ID } from "../scripts-slice"
import { DEFERRED_SCRIPTS_ID, START_SCRIPTS } from "../browser/script-start"

/** Stands in for Gatsby's slice placeholder, which the build later replaces with the scripts. */
function Slice({ sliceId }: { sliceId: string }) {
  return <>{`[slice ${sliceId}]`}</>
}

function run(components: React.ReactNode[]): string {
  let current = components
  deferScripts({ getPostBodyComponents: () => current, replacePostBodyComponents: next => (current = next) }, START_SCRIPTS)
  return renderToStaticMarkup(<>{current}</>)
}

it(`wraps Gatsby's scripts slice in the template and follows it with the script that starts them`, () => {
  const html = run([
    <script key="page-path" id="gatsby-script-loader" />,
    <Slice key="scripts" sliceId={SCRIPTS_SLICE_ID} />,
    <div key="after" id="after" />,
  ])
  expect(html).toBe(
    `<script id="gatsby-script-loader"></script><template id="${DEFERRED_SCRIPTS_ID}">[slice ${SCRIPTS_SLICE_ID}]</template>` +
      `<script>${START_SCRIPTS}</script><div id="after"></div>`,
  )
})

it(`leaves a page without the slice as it is (the development server's)`, () => {
  const components = [<script key="dev" src="/commons.js" />, <Slice key="other" sliceId="footer" />]
  expect(run(components)).toBe(`<script src="/commons.js"></script>[slice footer]`)
})
