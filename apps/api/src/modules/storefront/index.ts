export { registerStorefront, type StorefrontOptions } from './storefront.js'
export { inlineScriptHashes } from './template.js'
