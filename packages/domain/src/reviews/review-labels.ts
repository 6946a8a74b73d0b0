import { valuesOf } from '../text/labelled-values'

/**
 * The words of a review's choices: shown on every product page, so they carry no
 * schema library with them; `review-input.ts` builds its checks from them.
 */

/** How far a scent carries, from skin-close to room-filling. */
export const SILLAGE_LABELS = {
  intimate: 'Intimate',
  moderate: 'Moderate',
  strong: 'Strong',
  enormous: 'Enormous',
} as const
export type Sillage = keyof typeof SILLAGE_LABELS
export const SILLAGES = valuesOf(SILLAGE_LABELS)

/** Nigeria has two seasons, but shoppers abroad and gift-buyers think in four; we keep both. */
export const SEASON_LABELS = {
  rainy: 'Rainy season',
  dry: 'Dry season',
  harmattan: 'Harmattan',
  'all-year': 'All year',
} as const
export type ReviewSeason = keyof typeof SEASON_LABELS
export const REVIEW_SEASONS = valuesOf(SEASON_LABELS)

export const OCCASION_LABELS = {
  daily: 'Every day',
  office: 'Office',
  evening: 'Evening out',
  date: 'Date night',
  'special-event': 'Special event',
} as const
export type ReviewOccasion = keyof typeof OCCASION_LABELS
export const REVIEW_OCCASIONS = valuesOf(OCCASION_LABELS)
