import { PRICE_BANDS, type PriceBandId } from '../catalog/search'

/**
 * A quiz result link (docs/product.md §7): /quiz?o=evening&n=woody,oriental&i=strong&f=men&b=20000-30000.
 * The answers' ids, and how a link reads and writes them. The questions' words are in
 * quiz-answers.ts: a page's title only needs to know whether its link is a result
 * (app/route-heads.ts), and the first load carries this module, not the words (decision 036).
 * The ids are short, lower-case and never change once links are out in the world.
 */

export const OCCASION_IDS = ['work', 'evening', 'everyday', 'special'] as const
export type Occasion = (typeof OCCASION_IDS)[number]

export const QUIZ_NOTE_IDS = [
  'floral',
  'woody',
  'fresh',
  'gourmand',
  'oriental',
  'aromatic',
] as const
export type QuizNote = (typeof QUIZ_NOTE_IDS)[number]

export const QUIZ_INTENSITY_IDS = ['light', 'moderate', 'strong', 'very-strong'] as const
export type QuizIntensity = (typeof QUIZ_INTENSITY_IDS)[number]

export const QUIZ_AUDIENCE_IDS = ['women', 'men', 'anyone', 'gift'] as const
export type QuizAudience = (typeof QUIZ_AUDIENCE_IDS)[number]

export interface QuizAnswers {
  occasion: Occasion
  /** At least one; kept in QUIZ_NOTE_IDS order, without repeats. */
  notes: QuizNote[]
  intensity: QuizIntensity
  audience: QuizAudience
  budget: PriceBandId
}

/** Query parameter names of a result link; short, because people paste these into chats. */
export const QUIZ_PARAM_NAMES = {
  occasion: 'o',
  notes: 'n',
  intensity: 'i',
  audience: 'f',
  budget: 'b',
} as const satisfies Record<keyof QuizAnswers, string>

/** What `parseQuizParams` reads: URLSearchParams, or anything with its `get`. */
export interface QuizParamReader {
  get(name: string): string | null
}

/** Hand-edited links ("n=citrus", "f=female", "b=30000+") read as the shopper meant them. */
const NOTE_ALIASES: Record<string, QuizNote> = {
  citrus: 'fresh',
  sweet: 'gourmand',
  spicy: 'oriental',
  herbal: 'aromatic',
}
const AUDIENCE_ALIASES: Record<string, QuizAudience> = {
  female: 'women',
  her: 'women',
  male: 'men',
  him: 'men',
  unisex: 'anyone',
}
const BUDGET_ALIASES: Record<string, PriceBandId> = {
  '30000+': '30000-plus',
  under10000: 'under-10000',
}
const INTENSITY_ALIASES: Record<string, QuizIntensity> = { verystrong: 'very-strong' }

/** A link value can be pasted by hand; the whole parameter set is small, so this stays cheap. */
const MAX_PARAM_LENGTH = 200

function clean(raw: string | null): string | null {
  if (raw === null || raw.length > MAX_PARAM_LENGTH) return null
  return raw
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
}

function pickId<T extends string>(
  ids: readonly T[],
  raw: string | null,
  aliases: Record<string, T>,
): T | null {
  const value = clean(raw)
  if (value === null) return null
  return ids.find((id) => id === value) ?? aliases[value] ?? null
}

/** Notes in QUIZ_NOTE_IDS order, once each; null when none is valid or any is unknown. */
function pickNotes(raw: string | null): QuizNote[] | null {
  const value = clean(raw)
  if (value === null) return null
  const parts = value.split(',').filter((part) => part !== '')
  const chosen = new Set<QuizNote>()
  for (const part of parts) {
    const note = pickId(QUIZ_NOTE_IDS, part, NOTE_ALIASES)
    if (note === null) return null
    chosen.add(note)
  }
  const notes = QUIZ_NOTE_IDS.filter((id) => chosen.has(id))
  return notes.length > 0 ? notes : null
}

/**
 * The answers a result link carries, or null when any is missing or unknown: then the page starts
 * the quiz rather than recommending from half an answer.
 */
export function parseQuizParams(params: QuizParamReader): QuizAnswers | null {
  const occasion = pickId(OCCASION_IDS, params.get(QUIZ_PARAM_NAMES.occasion), {})
  const notes = pickNotes(params.get(QUIZ_PARAM_NAMES.notes))
  const intensity = pickId(
    QUIZ_INTENSITY_IDS,
    params.get(QUIZ_PARAM_NAMES.intensity),
    INTENSITY_ALIASES,
  )
  const audience = pickId(
    QUIZ_AUDIENCE_IDS,
    params.get(QUIZ_PARAM_NAMES.audience),
    AUDIENCE_ALIASES,
  )
  const budget = pickId(
    PRICE_BANDS.map((band) => band.id),
    params.get(QUIZ_PARAM_NAMES.budget),
    BUDGET_ALIASES,
  )
  if (!occasion || !notes || !intensity || !audience || !budget) return null
  return { occasion, notes, intensity, audience, budget }
}

/**
 * The query string of a result link, without the '?': o=evening&n=woody,oriental&i=strong&f=men&b=20000-30000.
 * Every value is one of the ids above (letters, digits, hyphens), so nothing needs escaping and
 * the comma stays readable.
 */
export function quizQueryString(answers: QuizAnswers): string {
  const notes = QUIZ_NOTE_IDS.filter((id) => answers.notes.includes(id))
  return [
    `${QUIZ_PARAM_NAMES.occasion}=${answers.occasion}`,
    `${QUIZ_PARAM_NAMES.notes}=${notes.join(',')}`,
    `${QUIZ_PARAM_NAMES.intensity}=${answers.intensity}`,
    `${QUIZ_PARAM_NAMES.audience}=${answers.audience}`,
    `${QUIZ_PARAM_NAMES.budget}=${answers.budget}`,
  ].join('&')
}

/** /quiz opened straight on these answers' results. */
export function quizResultPath(answers: QuizAnswers): string {
  return `/quiz?${quizQueryString(answers)}`
}
