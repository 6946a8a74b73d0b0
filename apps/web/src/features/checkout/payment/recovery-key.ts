/**
 * Where the browser keeps a paid order it could not submit (docs/product.md §S3 Recovery record). The spec
 * does not name the key; this one sits beside the spec's own (perfume_cart_items, …). A module of
 * its own: the shell reads it to decide whether payment recovery has work (root-layout.tsx),
 * without the record's parsing (decision 036).
 */
export const RECOVERY_STORAGE_KEY = 'checkout_recovery'
