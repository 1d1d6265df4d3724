// The lint rule against import circles: type-only and dynamic imports count as much as any.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, expect, it } from 'vitest'
import importCycles from '../../eslint-rules/no-import-cycle.js'

const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function circles(files: Record<string, string>): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: importCycles },
        rules: { 'local/no-import-cycle': 'error' },
      },
    ],
  })
  const results = await eslint.lintFiles(Object.keys(files))
  return results.flatMap((result) => result.messages.map((message) => message.message))
}

describe('local/no-import-cycle', () => {
  it('finds a circle made of a type-only import', async () => {
    expect(
      await circles({
        'schema.ts': "import { data } from './data.ts'\nexport type Data = { n: number }\nexport const check = () => data.n\n",
        'data.ts': "import type { Data } from './schema.ts'\nexport const data: Data = { n: 1 }\n",
      }),
    ).toEqual([
      'Import circle: schema.ts → data.ts → schema.ts. Move what both sides need into a module of its own.',
      'Import circle: data.ts → schema.ts → data.ts. Move what both sides need into a module of its own.',
    ])
  })

  it('finds a longer circle through a re-export and a dynamic import', async () => {
    const found = await circles({
      'one.ts': "export * from './two.ts'\n",
      'two.ts': "export const later = () => import('./three.ts')\n",
      'three.ts': "export { later } from './one.ts'\n",
    })
    expect(found).toHaveLength(3)
    expect(found[0]).toContain('one.ts → two.ts → three.ts → one.ts')
  })

  it('passes imports that do not come back', async () => {
    expect(
      await circles({
        'types.ts': 'export type Data = { n: number }\n',
        'data.ts': "import type { Data } from './types.ts'\nexport const data: Data = { n: 1 }\n",
        'check.ts': "import type { Data } from './types.ts'\nimport { data } from './data.ts'\nexport const n: Data['n'] = data.n\n",
      }),
    ).toEqual([])
  })
})
