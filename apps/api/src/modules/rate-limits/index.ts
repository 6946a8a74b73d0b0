export { type CounterState } from './rate-limits.repository.js'
export { createRateLimitCounters, type RateLimitCounters } from './rate-limits.service.js'
