// ESLint rule: no import circle, type-only imports included. import-x/no-cycle skips
// `import type`, so a circle of types (data/postcode-areas.ts ↔ its schema, once) passed it.
// Reads each file's local imports with TypeScript's own scanner, once per lint run.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const sourceFile = /\.[cm]?[jt]sx?$/

/** Each file's local imports, by path, kept while the file's modification time stays the same. */
const importsOf = new Map()

function isFile(file) {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false
}

/** The source file a relative specifier names (every import here spells its extension). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''))
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => sourceFile.test(candidate) && isFile(candidate),
  )
}

function localImports(file) {
  const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs
  const known = importsOf.get(file)
  if (known && known.modified === modified) return known.targets
  const text = modified === undefined ? '' : fs.readFileSync(file, 'utf8')
  const { importedFiles } = ts.preProcessFile(text, true, true)
  const targets = [...new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean))]
  importsOf.set(file, { modified, targets })
  return targets
}

/** The shortest chain of imports from `start` to `goal`, both included, if there is one. */
function chain(start, goal) {
  const previous = new Map([[start, undefined]])
  const queue = [start]
  for (const file of queue) {
    if (file === goal) {
      const route = []
      for (let at = goal; at !== undefined; at = previous.get(at)) route.unshift(at)
      return route
    }
    for (const next of localImports(file)) {
      if (!previous.has(next)) {
        previous.set(next, file)
        queue.push(next)
      }
    }
  }
  return undefined
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type-only imports included' },
    schema: [],
    messages: {
      cycle: 'Import circle: {{route}}. Move what both sides need into a module of its own.',
    },
  },
  create(context) {
    const file = context.physicalFilename
    if (!path.isAbsolute(file)) return {}
    const shown = (each) => path.relative(context.cwd, each)
    function check(node, specifier) {
      if (typeof specifier !== 'string') return
      const target = resolveImport(file, specifier)
      if (!target || target === file) return
      const route = chain(target, file)
      if (route) context.report({ node, messageId: 'cycle', data: { route: [file, ...route].map(shown).join(' → ') } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}

export default { meta: { name: 'local' }, rules: { 'no-import-cycle': rule } }
