export { type OutboxWorkerOptions } from './outbox-worker.js'
export { type Outbox, outboxPlugin } from './outbox.plugin.js'
export { deleteSentMessages } from './outbox.repository.js'
export { withdrawPendingMessages } from './outbox.repository.js'
