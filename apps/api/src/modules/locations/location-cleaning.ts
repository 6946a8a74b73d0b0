/**
 * The rules that turn the upstream Nigerian locations dataset into the shop's own
 * (docs/product.md §3), used by scripts/clean-locations.ts and tested beside it. Nothing at run time
 * calls this: the API serves the cleaned, committed data.
 */
import { z } from 'zod'
import type { LgaData, StateData, WardData } from './location-data.js'
import { LGA_RENAMES, STATE_RENAMES, compareNames, locationKey } from './location-names.js'

/** The upstream dataset's shape. */
export const rawLocationsSchema = z.array(
  z.object({
    state: z.string(),
    lgas: z.array(
      z.object({
        name: z.string(),
        wards: z.array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number() })),
      }),
    ),
  }),
)

/**
 * Ward names whose fault no general rule can see: typos against their siblings, a stray
 * quote, an inner capital. Keyed by the upstream name (whitespace collapsed); each must match.
 */
const WARD_FIXES: Readonly<Record<string, string>> = {
  "Iloro Waard 'A'": "Iloro Ward 'A'", // its siblings are "Ijero Ward 'A'", "Ipoti Ward 'A'"
  "Bagmama 'A'": "Bagama 'A'", // beside "Bagama 'B'"
  "Olubu 'B'": "Olobu 'B'", // beside "Olobu 'A'", "Olobu 'C'"
  "Jama' A": "Jama'a",
  'Unguwar"Ya': "Unguwar 'Ya",
  'U. Zum "A"': "Uzum 'A'", // beside 'Uzum "B"'
  GwaGwada: 'Gwagwada',
}

/** All-capital words that are acronyms, not shouting. */
const ACRONYMS = new Set(['GRA', 'NNPC'])
/** Joining words written in lower case inside a name ("Afolabi Alasia Str. and Environs"). */
const MINOR_WORDS = new Set(['and', 'of', 'by'])
const ROMAN_NUMERAL = /^(?=[ivx]+$)x{0,3}(ix|iv|v?i{0,3})$/i

/** Whitespace, spacing around separators, stray backticks and unbalanced brackets. */
function normaliseSpacing(name: string): string {
  let text = name
    .normalize('NFC')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    // "Oyere - II" is the second Oyere ward, not a compound name.
    .replace(/ - (?=(?:I{1,3}|IV|VI{0,3}|IX|X)$)/, ' ')
    .replace(/\s*([/-])\s*/g, '$1')
    .replace(/([A-Za-z0-9.'])\(/g, '$1 (')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
  const missing = (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length
  if (missing > 0) text += ')'.repeat(missing)
  return text
}

/**
 * Letter suffixes come as 'A', "A", "B'', 'A or B': one form, 'A'. A glued numeral
 * ("IlepaII", "Oron UrbanVI") is set apart.
 */
function normaliseMarks(name: string): string {
  return name
    .replace(
      /(^|[\s/])["']{1,2}([A-Za-z])["']{0,2}(?=$|[\s/])/g,
      (_m, lead: string, letter: string) => `${lead}'${letter.toUpperCase()}'`,
    )
    .replace(
      /(\s)([A-Za-z])'(?=$|[\s/])/g,
      (_m, lead: string, letter: string) => `${lead}'${letter.toUpperCase()}'`,
    )
    .replace(/\b([A-Z][a-z]+)(II|III|IV|VI|VII|VIII|IX)\b/g, '$1 $2')
}

/**
 * Lagos' Ibeju/Lekki wards carry INEC codes in front: "02, (Orimedu II)", "S,2a (Siriwon/Igbekodo II)".
 * Shoppers know the name in the brackets.
 */
function dropCodePrefix(name: string): string {
  const match = /^[A-Z0-9]{1,2},\s?[0-9A-Za-z]{0,2}\s*\((.+)\)$/.exec(name)
  return match?.[1] ?? name
}

function caseWord(word: string, isFirst: boolean): string {
  const letters = word.replace(/[^A-Za-z]/g, '')
  if (letters === '') return word
  const lower = word.toLowerCase()
  if (!isFirst && ROMAN_NUMERAL.test(word)) return word.toUpperCase()
  if (!isFirst && MINOR_WORDS.has(lower)) return lower
  if (lower === 'gra') return 'GRA'
  const first = word.search(/[A-Za-z]/)
  const startsLower = /[a-z]/.test(word.charAt(first))
  const isShouting = letters.length >= 4 && letters === letters.toUpperCase() && !/\d/.test(word)
  if (startsLower || (isShouting && !ACRONYMS.has(word))) {
    return word.slice(0, first) + word.charAt(first).toUpperCase() + lower.slice(first + 1)
  }
  return word
}

/**
 * Title case that respects what the source got right: a lower-case start is capitalised, a
 * shouted word is lowered, roman numerals are upper case (I, II, IV), "and"/"of"/"by" lower
 * case; mixed-case words ("Mai'Adua", "SW3A") are left alone.
 */
function titleCase(name: string): string {
  let wordIndex = 0
  return name
    .split(/([\s/\-(),.&]+)/)
    .map((part, index) => {
      if (index % 2 === 1 || part === '') return part
      return caseWord(part, wordIndex++ === 0)
    })
    .join('')
}

export function cleanWardName(raw: string): string {
  const collapsed = raw.replace(/\s+/g, ' ').trim()
  const fixed = WARD_FIXES[collapsed] ?? collapsed
  return titleCase(dropCodePrefix(normaliseMarks(normaliseSpacing(fixed))))
}

export function cleanPlaceName(raw: string, renames: Readonly<Record<string, string>>): string {
  const collapsed = raw.replace(/\s+/g, ' ').trim()
  return renames[collapsed] ?? titleCase(normaliseSpacing(collapsed))
}

const sortByName = <T extends { name: string }>(items: T[]): T[] =>
  items.sort((a, b) => compareNames(a.name, b.name))
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6

export interface CleanResult {
  states: StateData[]
  /** "State / LGA / ward" of each duplicate left out, for the script's report. */
  droppedWards: string[]
  /**
   * Fixes and renames that matched no name: on the real dataset each one must match, or the
   * upstream data changed under us and the list needs a look.
   */
  unusedFixes: string[]
}

export type RawLocations = z.infer<typeof rawLocationsSchema>

export function cleanLocations(raw: RawLocations): CleanResult {
  const droppedWards: string[] = []
  const usedFixes = new Set<string>()
  const states = raw.map((rawState): StateData => {
    const state = cleanPlaceName(rawState.state, STATE_RENAMES)
    const lgas = rawState.lgas.map((rawLga): LgaData => {
      const lga = cleanPlaceName(rawLga.name, LGA_RENAMES[state] ?? {})
      const seen = new Map<string, string>()
      const wards: WardData[] = []
      for (const rawWard of rawLga.wards) {
        const collapsed = rawWard.name.replace(/\s+/g, ' ').trim()
        if (collapsed in WARD_FIXES) usedFixes.add(collapsed)
        const name = cleanWardName(rawWard.name)
        // Case- and space-insensitive: "Nnobi I" twice, or "tondov II" beside "Tondov II".
        const key = locationKey(name).replace(/ /g, '')
        const kept = seen.get(key)
        if (kept !== undefined) {
          droppedWards.push(`${state} / ${lga} / ${rawWard.name} (kept "${kept}")`)
          continue
        }
        seen.set(key, name)
        wards.push({
          name,
          latitude: roundCoordinate(rawWard.latitude),
          longitude: roundCoordinate(rawWard.longitude),
        })
      }
      return { name: lga, wards: sortByName(wards) }
    })
    return { name: state, lgas: sortByName(lgas) }
  })

  const hasLga = (state: string, lga: string) =>
    raw.some(
      (s) =>
        cleanPlaceName(s.state, STATE_RENAMES) === state &&
        s.lgas.some((l) => l.name.trim() === lga),
    )
  const unusedFixes = [
    ...Object.keys(WARD_FIXES).filter((name) => !usedFixes.has(name)),
    ...Object.entries(LGA_RENAMES).flatMap(([state, renames]) =>
      Object.keys(renames)
        .filter((from) => !hasLga(state, from))
        .map((from) => `${state} / ${from}`),
    ),
  ]
  return { states: sortByName(states), droppedWards, unusedFixes }
}
