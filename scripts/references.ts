/**
 * Every reference a comment or document makes must open inside the repository (docs/engineering.md
 * §E3): a section of one of the docs, or a decision record. These helpers find references and the
 * sections a document has; references.test.ts runs them over every tracked file.
 */

/** The documents whose sections code cites, as `docs/<name>.md §<section>`. */
export const CITED_DOCUMENTS = ['product', 'engineering', 'operations', 'security'] as const
export type CitedDocument = (typeof CITED_DOCUMENTS)[number]

export interface Reference {
  line: number
  text: string
}

export interface SectionReference extends Reference {
  document: CitedDocument
  section: string
}

export interface DecisionReference extends Reference {
  number: string
}

/**
 * Sections of a document by their headings: `## §4 Payments` and `## §S2 Screens` give `4` and
 * `S2`; `## 6. Backups` (operations, security) gives `6`.
 */
export function sectionsOf(markdown: string): Set<string> {
  const sections = new Set<string>()
  for (const match of markdown.matchAll(/^#{2,3} (?:§([A-Z]?\d+)\b|(\d+)\. )/gm)) {
    sections.add(match[1] ?? match[2] ?? '')
  }
  return sections
}

function lineAt(text: string, index: number): number {
  let line = 1
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/** `docs/product.md §S2`, `docs/product.md, §4`, `docs/operations.md §6`. */
export function sectionReferences(text: string): SectionReference[] {
  const names = CITED_DOCUMENTS.join('|')
  const pattern = new RegExp(`docs/(${names})\\.md,? ?§ ?([A-Z]?\\d+)`, 'g')
  return [...text.matchAll(pattern)].map((match) => ({
    document: match[1] as CitedDocument,
    section: match[2] ?? '',
    line: lineAt(text, match.index),
    text: match[0],
  }))
}

/** `decision 019`, `decisions 028 and 030` (the first), `docs/decisions/040`. */
export function decisionReferences(text: string): DecisionReference[] {
  const pattern = /(?:\b[Dd]ecisions? |docs\/decisions\/)(\d{3})\b/g
  return [...text.matchAll(pattern)].map((match) => ({
    number: match[1] ?? '',
    line: lineAt(text, match.index),
    text: match[0],
  }))
}

/**
 * What a newcomer who clones the repository cannot open: the issue tracker's numbers and the
 * documents that lived beside the repository before docs/product.md and docs/engineering.md.
 */
const OUTSIDE = [
  /\b[Ii]ssues? #?\d+/g,
  /\b(?:TOOLCHAIN|STYLE|PRODUCT|CATALOGUE-AT-SCALE)\.md\b/g,
  /\bPRODUCT §/g,
  /\bspec §/g,
  /\.\.\/shared\//g,
]

export function outsideReferences(text: string): Reference[] {
  return OUTSIDE.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      line: lineAt(text, match.index),
      text: match[0],
    })),
  )
}
