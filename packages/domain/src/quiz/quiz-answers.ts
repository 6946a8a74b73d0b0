import type { Intensity, ScentFamily } from '../catalog/product'
import type { PriceBandId } from '../catalog/search'
import type { Occasion, QuizAudience, QuizIntensity, QuizNote } from './quiz-link'

export * from './quiz-link'

/**
 * The perfume quiz (docs/product.md §7): five questions, one per screen, and the words of their
 * answers. The ids are the result link's (quiz-link.ts), in the same order.
 */

export const OCCASIONS = [
  { id: 'work', label: 'Work', hint: 'Office hours, meetings, the commute' },
  { id: 'evening', label: 'An evening out', hint: 'Dinner, a concert, a night in VI' },
  { id: 'everyday', label: 'Everyday', hint: 'Errands, church, a relaxed Saturday' },
  { id: 'special', label: 'A special occasion', hint: 'Weddings, owambe, anniversaries' },
] as const satisfies readonly { id: Occasion; label: string; hint: string }[]

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
  id: QuizNote
  label: string
  hint: string
  families: readonly ScentFamily[]
}[]

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
] as const satisfies readonly {
  id: QuizIntensity
  label: string
  hint: string
  intensity: Intensity
}[]

export const QUIZ_AUDIENCES = [
  { id: 'women', label: 'Women', hint: 'Feminine signatures' },
  { id: 'men', label: 'Men', hint: 'Masculine signatures' },
  { id: 'anyone', label: 'Anyone', hint: 'Unisex scents made to share' },
  { id: 'gift', label: 'A gift', hint: 'Boxed gift sets, ready to give' },
] as const satisfies readonly { id: QuizAudience; label: string; hint: string }[]

/** The budget question offers the shop's own price bands (docs/product.md §S9), with naira labels. */
export const QUIZ_BUDGETS = [
  { id: 'under-10000', label: 'Under ₦10,000' },
  { id: '10000-20000', label: '₦10,000 – ₦20,000' },
  { id: '20000-30000', label: '₦20,000 – ₦30,000' },
  { id: '30000-plus', label: '₦30,000 and above' },
] as const satisfies readonly { id: PriceBandId; label: string }[]

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
