/** `%text%` for ILIKE, with the owner's own `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
