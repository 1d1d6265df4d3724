import { describe, expect, it } from 'vitest'
import { compileBootScript } from '../../vite-plugins/boot-script.ts'
import { deferAppScripts } from '../../vite-plugins/defer-app-scripts.ts'

const vikeTail = `<script id="vike_pageContext" type="application/json">{}</script>
    <script src="/assets/entries/entry-client-routing.abc.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/pages_index.def.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/chunk-ghi.js" as="script" type="text/javascript">
  </body>`
const boot = { code: 'boot($&)', widgetRegistrySrc: '/assets/chunks/registry.js' }

describe('deferring the app behind the boot script', () => {
  const page = `<body data-hydrate="on-interaction"><main>Page</main><div data-third-party-script="{}"></div>${vikeTail}</html>`
  const html = deferAppScripts(page, boot, 'dist/client/index.html')

  it('requests no script as the page opens: the boot script is inline', () => {
    expect(html).not.toContain('modulepreload')
    expect(html).not.toMatch(/<script[^>]* src=/)
    expect(html).toMatch(/<script type="module" [^>]*>boot\(\$&\)<\/script>/)
  })

  it('gives the boot script the entry, the chunks to preload in order, and the widget registry', () => {
    expect(html).toContain('data-app-entry="/assets/entries/entry-client-routing.abc.js"')
    expect(html).toContain('data-app-preloads="/assets/entries/pages_index.def.js /assets/chunks/chunk-ghi.js"')
    expect(html).toContain('data-widget-registry="/assets/chunks/registry.js"')
  })

  it('leaves the widget registry out of pages without a widget', () => {
    const plain = deferAppScripts(`<body><main>Page</main>${vikeTail}</html>`, boot, 'dist/client/prices/index.html')
    expect(plain).not.toContain('data-widget-registry')
  })

  it('keeps the page and the pageContext Vike hydrates from', () => {
    expect(html).toContain('<main>Page</main>')
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{}</script>')
  })

  it('fails the build, naming the file, when Vike’s markup is not as expected', () => {
    expect(() => deferAppScripts('<body></body>', boot, 'dist/client/x.html')).toThrow(/dist\/client\/x\.html: expected one Vike entry/)
  })
})

describe('the compiled boot script', () => {
  it('is one self-contained script, small enough to inline in every page', async () => {
    const { code } = await compileBootScript()
    expect(code).not.toMatch(/\bexport\b|\bimport\s*[\w{*]/)
    expect(code.length).toBeLessThan(2048)
  })
})
