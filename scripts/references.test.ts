import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CITED_DOCUMENTS,
  decisionReferences,
  outsideReferences,
  sectionReferences,
  sectionsOf,
} from './references'

describe('finding references', () => {
  it('reads sections from both heading styles', () => {
    const markdown = '# Title\n## §4 Payments\n### §S2 Screens\n## 6. Backups\n## Notes\n'
    expect([...sectionsOf(markdown)]).toEqual(['4', 'S2', '6'])
  })

  it('finds a section and a decision cited in a comment, with their lines', () => {
    const text = '// one\n// docs/product.md §S4 (decision 036, docs/decisions/040)\n'
    expect(sectionReferences(text)).toEqual([
      { document: 'product', section: 'S4', line: 2, text: 'docs/product.md §S4' },
    ])
    expect(decisionReferences(text).map((ref) => ref.number)).toEqual(['036', '040'])
  })

  it.each([
    ['// Issue 14: sizes', 'Issue 14'],
    ['// see issue #9', 'issue #9'],
    ['// flags from TOOLCHAIN.md', 'TOOLCHAIN.md'],
    ['// PRODUCT §4 step 3', 'PRODUCT §'],
    ['// spec §S2', 'spec §'],
    ['// ../shared/spec/storefront-spec.md', '../shared/'],
  ])('refuses %j, which a clone cannot open', (text, found) => {
    expect(outsideReferences(text).map((ref) => ref.text)).toEqual([found])
  })

  it('lets the words "issue" and "spec" stand where nothing is cited', () => {
    expect(outsideReferences('// the issue is the spec of the card; issued 2026')).toEqual([])
  })
})

const root = path.resolve(import.meta.dirname, '..')
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|sql|css|html|md|ya?ml|sh)$|(?:^|\/)run$/

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && !file.startsWith('scripts/references'))
}

describe('the repository explains itself (docs/engineering.md §E3)', () => {
  const files = trackedTextFiles()
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
  const sections = new Map(
    CITED_DOCUMENTS.map((name) => [name, sectionsOf(read(`docs/${name}.md`))] as const),
  )
  const decisions = new Set(
    readdirSync(path.join(root, 'docs/decisions')).map((name) => name.slice(0, 3)),
  )

  it('reads the tree', () => {
    expect(files.length).toBeGreaterThan(500)
    expect(sections.get('product')).toContain('S9')
  })

  it('cites only sections that exist and decision records that exist', () => {
    const broken = files.flatMap((file) => {
      const text = read(file)
      return [
        ...sectionReferences(text)
          .filter((ref) => !sections.get(ref.document)?.has(ref.section))
          .map((ref) => `${file}:${String(ref.line)} ${ref.text}`),
        ...decisionReferences(text)
          .filter((ref) => !decisions.has(ref.number))
          .map((ref) => `${file}:${String(ref.line)} ${ref.text}`),
      ]
    })
    expect(broken).toEqual([])
  })

  it('indexes every decision record once, each with its status', () => {
    const records = readdirSync(path.join(root, 'docs/decisions')).filter((name) =>
      /^\d{3}-.+\.md$/.test(name),
    )
    const index = read('docs/decisions/README.md')
    const unlisted = records.filter(
      (name) => index.split(`](${name})`).length !== 2 || !index.includes(`[${name.slice(0, 3)}]`),
    )
    const statusless = records.filter(
      (name) => !/^Status: \S/m.test(read(`docs/decisions/${name}`)),
    )
    expect({ unlisted, statusless }).toEqual({ unlisted: [], statusless: [] })
    expect(new Set(records.map((name) => name.slice(0, 3))).size).toBe(records.length)
  })

  it('cites nothing a newcomer who clones it cannot open', () => {
    const outside = files.flatMap((file) =>
      outsideReferences(read(file)).map((ref) => `${file}:${String(ref.line)} ${ref.text}`),
    )
    expect(outside).toEqual([])
  })
})
