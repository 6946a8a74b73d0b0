import type { Gender } from './product'

// Forgiving spellings of the catalogue's filter values, shared by every URL codec that reads
// them (/shop's search-params.ts and GET /api/products' products-query.ts), so a hand-typed
// link means the same thing to the page and to the API.

/** "Very Strong", "very_strong" and " very-strong " all read as very-strong. */
export function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
}

/** The option whose slug is the raw value's, else an alias of it; null when nothing fits. */
export function pick<T extends string>(
  options: readonly T[],
  raw: string | null,
  aliases: Record<string, T> = {},
): T | null {
  if (raw === null) return null
  const wanted = slug(raw)
  return options.find((option) => slug(option) === wanted) ?? aliases[wanted] ?? null
}

/** Women/Men/Feminine/Masculine are accepted too, so hand-typed links work. */
export const GENDER_ALIASES: Record<string, Gender> = {
  women: 'female',
  woman: 'female',
  her: 'female',
  feminine: 'female',
  men: 'male',
  man: 'male',
  him: 'male',
  masculine: 'male',
}
