export { cleanupPlugin } from './cleanup.plugin.js'
