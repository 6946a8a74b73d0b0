export { inlineScriptHashes, registerStorefront, type StorefrontOptions } from './storefront.js'
