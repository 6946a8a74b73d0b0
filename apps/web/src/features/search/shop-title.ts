import { TRENDING_CHIPS, type SearchCriteria } from '@scentia/domain/catalog/search'

/** The shop's heading and title for what it shows (the page and its `<head>` agree). */
export function shopPageTitle(criteria: SearchCriteria): string {
  const text = criteria.text.trim()
  if (text) return `Results for “${text}”`
  const chip = TRENDING_CHIPS.find((c) => c.id === criteria.chip)
  if (chip) return chip.label
  if (criteria.family) return `${criteria.family} fragrances`
  return 'All fragrances'
}
