/** The six links of the header and the side menu (docs/product.md §S2, application shell). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/collections', label: 'Collections' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/wishlist', label: 'Wishlist' },
] as const

/**
 * The shop's policies (docs/product.md §12): in the footer, and at the foot of each policy page.
 * Each is a server-rendered page, so it works without JavaScript.
 */
export const POLICY_LINKS = [
  { to: '/returns', label: 'Returns and refunds' },
  { to: '/delivery', label: 'Delivery' },
  { to: '/authenticity', label: 'Authenticity' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms of sale' },
] as const
