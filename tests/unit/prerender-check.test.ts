import { describe, expect, it } from 'vitest'
import { appScriptsTemplateId, vikeScriptsPlaceholder } from '../../renderer/app-scripts.ts'
import { prerenderedPageProblems, serverRenderFailed } from '../../vite-plugins/prerender-check.ts'

const vikeScripts = `<script id="vike_pageContext" type="application/json">{}</script><script src="/assets/entries/entry.js" type="module" async></script><link rel="modulepreload" href="/assets/chunks/a.js">`
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><title>t</title></head><body><main>Page</main>${body}<script type="module">boot()</script></body></html>`

describe('the check of every prerendered page', () => {
  it('passes a page whose app scripts wait in the template', () => {
    expect(prerenderedPageProblems(page(`<template id="${appScriptsTemplateId}">${vikeScripts}</template>`), 'index.html')).toEqual([])
  })

  it('fails a page where Vike wrote its scripts into the live page, as it would if the placeholder stopped working', () => {
    const problems = prerenderedPageProblems(
      page(`<template id="${appScriptsTemplateId}">${vikeScriptsPlaceholder}</template>${vikeScripts}`),
      'prices/index.html',
    )
    expect(problems).toEqual([
      'prices/index.html: Vike left its script placeholder unfilled',
      'prices/index.html: <script src="/assets/entries/entry.js"> would load as the page opens',
      'prices/index.html: 1 modulepreload link(s) would load as the page opens',
      `prices/index.html: expected Vike's one entry script in <template id="${appScriptsTemplateId}">, found 0`,
    ])
  })

  it('fails a page part of which threw while rendering, so React left it out of the HTML', () => {
    const template = `<template id="${appScriptsTemplateId}">${vikeScripts}</template>`
    const problems = prerenderedPageProblems(page(`${serverRenderFailed}<template></template><!--/$-->${template}`), 'microbore/index.html')
    expect(problems).toEqual([
      'microbore/index.html: part of the page threw while rendering and was left out (run npm run dev and open the page to see the error)',
    ])
  })

  it('fails a page without the template', () => {
    expect(prerenderedPageProblems(page(''), '404.html')).toEqual([
      `404.html: expected Vike's one entry script in <template id="${appScriptsTemplateId}">, found 0`,
    ])
  })
})
