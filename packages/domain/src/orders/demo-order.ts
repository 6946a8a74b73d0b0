/**
 * The seeded demo order (docs/product.md §3: "One demo customer and one demo order (the track page
 * suggests it)"). The track page's 'Order Not Found' panel offers this id, so a visitor can see
 * what tracking looks like; anyone gets its public view, only the demo customer the whole order.
 * Fixed rather than random so the suggestion works on every install.
 */
export const DEMO_ORDER_ID = 'ORD1234567890'

/** The courier's number on the demo order, which is shipped. */
export const DEMO_TRACKING_NUMBER = 'SCN-TRK-24601'
