import { SILLAGES, type Sillage } from './review-input'

export const STAR_VALUES = [1, 2, 3, 4, 5] as const
export type StarValue = (typeof STAR_VALUES)[number]

/** How many reviews gave each number of stars. */
export type StarDistribution = Record<StarValue, number>

/** The compact rating on every product of the wire (list tiles, JSON-LD `aggregateRating`). */
export interface ProductRating {
  /** Mean stars to one decimal (4.25 → 4.3). */
  average: number
  count: number
}

/** Everything the product page's review panel shows above the list. */
export interface ReviewSummary extends ProductRating {
  distribution: StarDistribution
  /** Mean of the reviewers' hours to one decimal. */
  averageLongevityHours: number
  /** The sillage most reviewers chose; a tie goes to the softer one (the less bold claim). */
  commonSillage: Sillage
}

export interface ReviewForSummary {
  stars: number
  longevityHours: number
  sillage: Sillage
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10

export function emptyDistribution(): StarDistribution {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
}

function isStarValue(value: number): value is StarValue {
  return (STAR_VALUES as readonly number[]).includes(value)
}

/** The rating from a distribution (the database groups by stars); null when nobody reviewed. */
export function ratingFromDistribution(distribution: StarDistribution): ProductRating | null {
  let count = 0
  let total = 0
  for (const stars of STAR_VALUES) {
    count += distribution[stars]
    total += stars * distribution[stars]
  }
  return count === 0 ? null : { average: roundToTenth(total / count), count }
}

/** The product page's summary of the visible reviews; null when there are none. */
export function summariseReviews(reviews: readonly ReviewForSummary[]): ReviewSummary | null {
  if (reviews.length === 0) return null
  const distribution = emptyDistribution()
  const sillageCounts: Record<Sillage, number> = {
    intimate: 0,
    moderate: 0,
    strong: 0,
    enormous: 0,
  }
  let hours = 0
  for (const review of reviews) {
    if (isStarValue(review.stars)) distribution[review.stars] += 1
    sillageCounts[review.sillage] += 1
    hours += review.longevityHours
  }
  const rating = ratingFromDistribution(distribution)
  // Ties keep the first in SILLAGES order: strictly greater wins.
  let commonSillage: Sillage = SILLAGES[0]
  for (const sillage of SILLAGES) {
    if (sillageCounts[sillage] > sillageCounts[commonSillage]) commonSillage = sillage
  }
  return {
    average: rating?.average ?? 0,
    count: rating?.count ?? 0,
    distribution,
    averageLongevityHours: roundToTenth(hours / reviews.length),
    commonSillage,
  }
}

/** "4.3 out of 5 stars" — what a screen reader hears instead of a row of star icons. */
export function starsLabel(stars: number): string {
  return `${stars} out of 5 stars`
}
