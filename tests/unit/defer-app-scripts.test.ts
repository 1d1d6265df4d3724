import { describe, expect, it } from 'vitest'
import { deferAppScripts } from '../../build/defer-app-scripts.ts'

const vikeTail = `<script id="vike_pageContext" type="application/json">{}</script>
    <script src="/assets/entries/entry-client-routing.abc.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/pages_index.def.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/chunk-ghi.js" as="script" type="text/javascript">
  </body>`

describe('deferring the app behind the boot script', () => {
  const html = deferAppScripts(`<body data-hydrate="on-interaction"><main>Page</main>${vikeTail}</html>`, '/assets/chunks/boot.js', 'dist/client/index.html')

  it('loads only the boot script as the page opens', () => {
    expect(html).not.toContain('modulepreload')
    expect(html).not.toMatch(/<script src="\/assets\/entries/)
    expect(html).toContain('<script src="/assets/chunks/boot.js" type="module" async')
  })

  it('gives the boot script the entry and the chunks to preload, in order', () => {
    expect(html).toContain('data-app-entry="/assets/entries/entry-client-routing.abc.js"')
    expect(html).toContain('data-app-preloads="/assets/entries/pages_index.def.js /assets/chunks/chunk-ghi.js"')
  })

  it('keeps the page and the pageContext Vike hydrates from', () => {
    expect(html).toContain('<main>Page</main>')
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{}</script>')
  })

  it('fails the build, naming the file, when Vike’s markup is not as expected', () => {
    expect(() => deferAppScripts('<body></body>', '/boot.js', 'dist/client/x.html')).toThrow(/dist\/client\/x\.html: expected one Vike entry/)
  })
})
