/**
 * A navigation's history state that keeps the scroll position where a page changes in place
 * (a filter on /shop): the shopper stays where they are. React Router's `preventScrollReset`
 * belongs to its data router; the shop's own scroll restoration reads this instead
 * (app/page-router.tsx, decision 036).
 */
export const KEEP_SCROLL = { keepScroll: true } as const

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state
}
