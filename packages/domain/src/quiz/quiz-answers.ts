import type { Intensity, ScentFamily } from '../catalog/product'
import { PRICE_BANDS, type PriceBandId } from '../catalog/search'

/**
 * The perfume quiz (docs/product.md §7): five questions, one per screen. The ids double as the values of
 * the shareable result URL (/quiz?o=evening&n=woody,oriental&i=strong&f=men&b=20000-30000), so
 * they are short, lower-case and never change once links are out in the world.
 */

export const OCCASIONS = [
  { id: 'work', label: 'Work', hint: 'Office hours, meetings, the commute' },
  { id: 'evening', label: 'An evening out', hint: 'Dinner, a concert, a night in VI' },
  { id: 'everyday', label: 'Everyday', hint: 'Errands, church, a relaxed Saturday' },
  { id: 'special', label: 'A special occasion', hint: 'Weddings, owambe, anniversaries' },
] as const
export type Occasion = (typeof OCCASIONS)[number]['id']

export const QUIZ_NOTES = [
  { id: 'floral', label: 'Floral', hint: 'Rose, jasmine, tuberose', families: ['Floral'] },
  { id: 'woody', label: 'Woody', hint: 'Oud, cedar, sandalwood', families: ['Woody'] },
  {
    id: 'fresh',
    label: 'Fresh / citrus',
    hint: 'Bergamot, lemon, sea air',
    families: ['Fresh', 'Citrus'],
  },
  {
    id: 'gourmand',
    label: 'Sweet / gourmand',
    hint: 'Vanilla, caramel, tonka',
    families: ['Gourmand'],
  },
  {
    id: 'oriental',
    label: 'Spicy / oriental',
    hint: 'Amber, saffron, incense',
    families: ['Oriental'],
  },
  {
    id: 'aromatic',
    label: 'Aromatic / herbal',
    hint: 'Lavender, sage, rosemary',
    families: ['Aromatic'],
  },
] as const satisfies readonly {
  id: string
  label: string
  hint: string
  families: readonly ScentFamily[]
}[]
export type QuizNote = (typeof QUIZ_NOTES)[number]['id']

export const QUIZ_INTENSITIES = [
  {
    id: 'light',
    label: 'Light',
    hint: 'Close to the skin; only those near you notice',
    intensity: 'Light',
  },
  {
    id: 'moderate',
    label: 'Moderate',
    hint: 'Noticed in a room without filling it',
    intensity: 'Moderate',
  },
  { id: 'strong', label: 'Strong', hint: 'A trail people remember', intensity: 'Strong' },
  {
    id: 'very-strong',
    label: 'Very strong',
    hint: 'Announces you before you arrive',
    intensity: 'Very Strong',
  },
] as const satisfies readonly { id: string; label: string; hint: string; intensity: Intensity }[]
export type QuizIntensity = (typeof QUIZ_INTENSITIES)[number]['id']

export const QUIZ_AUDIENCES = [
  { id: 'women', label: 'Women', hint: 'Feminine signatures' },
  { id: 'men', label: 'Men', hint: 'Masculine signatures' },
  { id: 'anyone', label: 'Anyone', hint: 'Unisex scents made to share' },
  { id: 'gift', label: 'A gift', hint: 'Boxed gift sets, ready to give' },
] as const
export type QuizAudience = (typeof QUIZ_AUDIENCES)[number]['id']

/** The budget question offers the shop's own price bands (docs/product.md §S9), with naira labels. */
export const QUIZ_BUDGETS = [
  { id: 'under-10000', label: 'Under ₦10,000' },
  { id: '10000-20000', label: '₦10,000 – ₦20,000' },
  { id: '20000-30000', label: '₦20,000 – ₦30,000' },
  { id: '30000-plus', label: '₦30,000 and above' },
] as const satisfies readonly { id: PriceBandId; label: string }[]

export interface QuizAnswers {
  occasion: Occasion
  /** At least one; kept in QUIZ_NOTES order, without repeats. */
  notes: QuizNote[]
  intensity: QuizIntensity
  audience: QuizAudience
  budget: PriceBandId
}

/** The five questions, in the order the quiz asks them. */
export const QUIZ_STEPS = ['occasion', 'notes', 'intensity', 'audience', 'budget'] as const
export type QuizStep = (typeof QUIZ_STEPS)[number]

export const QUIZ_QUESTIONS: Record<QuizStep, { title: string; help: string }> = {
  occasion: { title: 'Where will you wear it most?', help: 'Pick the one that fits best.' },
  notes: { title: 'Which notes do you love?', help: 'Choose as many as you like.' },
  intensity: { title: 'How strong do you like it?', help: 'How far the scent carries.' },
  audience: { title: 'Who is it for?', help: 'A gift? We will lean towards boxed sets.' },
  budget: { title: 'What is your budget?', help: 'For one bottle.' },
}

// ---------------------------------------------------------------------------------------------
// The shareable URL

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
  options: readonly { id: T }[],
  raw: string | null,
  aliases: Record<string, T>,
): T | null {
  const value = clean(raw)
  if (value === null) return null
  return options.find((option) => option.id === value)?.id ?? aliases[value] ?? null
}

/** Notes in QUIZ_NOTES order, once each; null when none is valid or any is unknown. */
function pickNotes(raw: string | null): QuizNote[] | null {
  const value = clean(raw)
  if (value === null) return null
  const parts = value.split(',').filter((part) => part !== '')
  const chosen = new Set<QuizNote>()
  for (const part of parts) {
    const note = pickId(QUIZ_NOTES, part, NOTE_ALIASES)
    if (note === null) return null
    chosen.add(note)
  }
  const notes = QUIZ_NOTES.map((note) => note.id).filter((id) => chosen.has(id))
  return notes.length > 0 ? notes : null
}

/**
 * The answers a result link carries, or null when any is missing or unknown: then the page starts
 * the quiz rather than recommending from half an answer.
 */
export function parseQuizParams(params: QuizParamReader): QuizAnswers | null {
  const occasion = pickId(OCCASIONS, params.get(QUIZ_PARAM_NAMES.occasion), {})
  const notes = pickNotes(params.get(QUIZ_PARAM_NAMES.notes))
  const intensity = pickId(
    QUIZ_INTENSITIES,
    params.get(QUIZ_PARAM_NAMES.intensity),
    INTENSITY_ALIASES,
  )
  const audience = pickId(QUIZ_AUDIENCES, params.get(QUIZ_PARAM_NAMES.audience), AUDIENCE_ALIASES)
  const budget = pickId(PRICE_BANDS, params.get(QUIZ_PARAM_NAMES.budget), BUDGET_ALIASES)
  if (!occasion || !notes || !intensity || !audience || !budget) return null
  return { occasion, notes, intensity, audience, budget }
}

/**
 * The query string of a result link, without the '?': o=evening&n=woody,oriental&i=strong&f=men&b=20000-30000.
 * Every value is one of the ids above (letters, digits, hyphens), so nothing needs escaping and
 * the comma stays readable.
 */
export function quizQueryString(answers: QuizAnswers): string {
  const notes = QUIZ_NOTES.map((note) => note.id).filter((id) => answers.notes.includes(id))
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
