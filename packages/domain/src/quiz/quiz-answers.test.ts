import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  OCCASION_IDS,
  OCCASIONS,
  QUIZ_AUDIENCE_IDS,
  QUIZ_INTENSITY_IDS,
  QUIZ_NOTE_IDS,
  parseQuizParams,
  QUIZ_AUDIENCES,
  QUIZ_BUDGETS,
  QUIZ_INTENSITIES,
  QUIZ_NOTES,
  QUIZ_STEPS,
  quizQueryString,
  quizResultPath,
  type QuizAnswers,
  type QuizParamReader,
} from './quiz-answers'

/** The domain has no DOM types: a query-string reader like URLSearchParams's `get`. */
function query(text: string): QuizParamReader {
  const values = new Map<string, string>()
  for (const pair of text.split('&').filter((part) => part !== '')) {
    const [name = '', value = ''] = pair.split('=')
    if (!values.has(name)) values.set(decodeURIComponent(name), decodeURIComponent(value))
  }
  return { get: (name) => values.get(name) ?? null }
}

const evening: QuizAnswers = {
  occasion: 'evening',
  notes: ['woody', 'oriental'],
  intensity: 'strong',
  audience: 'men',
  budget: '20000-30000',
}

describe('quiz questions', () => {
  it("words every answer a result link can carry, in the link's order", () => {
    expect(OCCASIONS.map((option) => option.id)).toEqual(OCCASION_IDS)
    expect(QUIZ_NOTES.map((option) => option.id)).toEqual(QUIZ_NOTE_IDS)
    expect(QUIZ_INTENSITIES.map((option) => option.id)).toEqual(QUIZ_INTENSITY_IDS)
    expect(QUIZ_AUDIENCES.map((option) => option.id)).toEqual(QUIZ_AUDIENCE_IDS)
  })

  it('asks five questions in order', () => {
    expect(QUIZ_STEPS).toEqual(['occasion', 'notes', 'intensity', 'audience', 'budget'])
  })

  it('offers the docs/product.md §S9 price bands as budgets', () => {
    expect(QUIZ_BUDGETS.map((budget) => budget.id)).toEqual([
      'under-10000',
      '10000-20000',
      '20000-30000',
      '30000-plus',
    ])
  })

  it('maps every scent family to one note answer', () => {
    expect(QUIZ_NOTES.flatMap((note) => note.families).sort()).toEqual([
      'Aromatic',
      'Citrus',
      'Floral',
      'Fresh',
      'Gourmand',
      'Oriental',
      'Woody',
    ])
  })
})

describe('quizQueryString', () => {
  it('writes the short, readable link of the brief', () => {
    expect(quizQueryString(evening)).toBe('o=evening&n=woody,oriental&i=strong&f=men&b=20000-30000')
    expect(quizResultPath(evening)).toBe(
      '/quiz?o=evening&n=woody,oriental&i=strong&f=men&b=20000-30000',
    )
  })

  it('writes notes in the quiz order, once each', () => {
    expect(quizQueryString({ ...evening, notes: ['oriental', 'floral', 'oriental'] })).toContain(
      'n=floral,oriental&',
    )
  })
})

describe('parseQuizParams', () => {
  it.each<[string, QuizAnswers | null]>([
    ['o=evening&n=woody,oriental&i=strong&f=men&b=20000-30000', evening],
    // Forgiving: case, spaces, aliases, repeats, trailing commas.
    ['o=Evening&n=Oriental,WOODY,woody,&i=Strong&f=Male&b=20000-30000', evening],
    [
      'o=work&n=citrus,sweet,spicy,herbal&i=very strong&f=female&b=30000%2B',
      {
        occasion: 'work',
        notes: ['fresh', 'gourmand', 'oriental', 'aromatic'],
        intensity: 'very-strong',
        audience: 'women',
        budget: '30000-plus',
      },
    ],
    [
      'o=special&n=floral&i=light&f=gift&b=under-10000',
      {
        occasion: 'special',
        notes: ['floral'],
        intensity: 'light',
        audience: 'gift',
        budget: 'under-10000',
      },
    ],
    [
      'o=everyday&n=fresh&i=moderate&f=unisex&b=10000-20000',
      {
        occasion: 'everyday',
        notes: ['fresh'],
        intensity: 'moderate',
        audience: 'anyone',
        budget: '10000-20000',
      },
    ],
    // Anything missing or unknown starts the quiz instead.
    ['', null],
    ['o=evening&n=woody&i=strong&f=men', null],
    ['o=party&n=woody&i=strong&f=men&b=20000-30000', null],
    ['o=evening&n=woody,leather&i=strong&f=men&b=20000-30000', null],
    ['o=evening&n=,&i=strong&f=men&b=20000-30000', null],
    ['o=evening&n=woody&i=extreme&f=men&b=20000-30000', null],
    ['o=evening&n=woody&i=strong&f=dogs&b=20000-30000', null],
    ['o=evening&n=woody&i=strong&f=men&b=5000-9000', null],
    [`o=evening&n=${'woody,'.repeat(60)}&i=strong&f=men&b=20000-30000`, null],
  ])('%s', (text, expected) => {
    expect(parseQuizParams(query(text))).toEqual(expected)
  })

  it('reads back every link it writes', () => {
    const answers = fc.record({
      occasion: fc.constantFrom(...OCCASIONS.map((option) => option.id)),
      notes: fc.uniqueArray(fc.constantFrom(...QUIZ_NOTES.map((option) => option.id)), {
        minLength: 1,
      }),
      intensity: fc.constantFrom(...QUIZ_INTENSITIES.map((option) => option.id)),
      audience: fc.constantFrom(...QUIZ_AUDIENCES.map((option) => option.id)),
      budget: fc.constantFrom(...QUIZ_BUDGETS.map((option) => option.id)),
    })
    fc.assert(
      fc.property(answers, (given) => {
        const read = parseQuizParams(query(quizQueryString(given)))
        const inOrder = QUIZ_NOTES.map((note) => note.id).filter((id) => given.notes.includes(id))
        expect(read).toEqual({ ...given, notes: inOrder })
      }),
    )
  })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('o', 'n', 'i', 'f', 'b'), fc.string()),
        (values) => {
          const result = parseQuizParams({ get: (name) => values[name] ?? null })
          expect(result === null || result.notes.length > 0).toBe(true)
        },
      ),
    )
  })
})
