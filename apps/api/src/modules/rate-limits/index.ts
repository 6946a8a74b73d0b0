export { type RateLimitCounters } from './rate-limits.service.js'
