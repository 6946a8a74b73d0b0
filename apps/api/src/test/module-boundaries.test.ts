import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The repository's own lint configuration, as `npm run lint` runs it (docs/decisions/035).
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
// A file of the payments module (it need not exist: its text is given).
const paymentsFile = fileURLToPath(
  new URL('../modules/payments/boundary-probe.ts', import.meta.url),
)

// A plugin: code outside modules/ that reaches into one.
const pluginFile = fileURLToPath(new URL('../plugins/boundary-probe.ts', import.meta.url))

async function importErrors(source: string, filePath = paymentsFile): Promise<string[]> {
  const eslint = new ESLint({
    cwd: repoRoot,
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
    // The import rule needs no types: parse without building the whole TypeScript program.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  })
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? []).map((message) => message.message)
}

// Loading the lint configuration (typescript-eslint, the folder graph) takes seconds on a busy machine.
describe('module boundaries (lint)', { timeout: 60_000 }, () => {
  it("refuses an import of another module's repository", async () => {
    const errors = await importErrors(
      "import { findOrder } from '../orders/orders.repository.js'\nexport const read = findOrder\n",
    )
    expect(errors).toEqual([expect.stringContaining('Import another module through its index.ts')])
  })

  it("accepts the same function through the module's index", async () => {
    const errors = await importErrors(
      "import { findOrder } from '../orders/index.js'\nexport const read = findOrder\n",
    )
    expect(errors).toEqual([])
  })

  it("refuses a plugin's import of a module's repository, and accepts its index", async () => {
    const repository = await importErrors(
      "import { insertSession } from '../modules/auth/sessions.repository.js'\nexport const write = insertSession\n",
      pluginFile,
    )
    expect(repository).toEqual([expect.stringContaining('Import a module through its index.ts')])
    const index = await importErrors(
      "import { insertSession } from '../modules/auth/index.js'\nexport const write = insertSession\n",
      pluginFile,
    )
    expect(index).toEqual([])
  })
})
