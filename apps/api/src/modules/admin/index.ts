export { insertAuditRecord, insertOrderAuditRecord } from './admin-audit.repository.js'
export { createAdminAuditService } from './admin-audit.service.js'
export { createAdminCustomersService } from './admin-customers.service.js'
export { createAdminGuard, ownerOnly } from './admin-guard.js'
export { createAdminOrdersService } from './admin-orders.service.js'
export { createAdminPromosService } from './admin-promos.service.js'
export { adminModule } from './admin.plugin.js'
export { saveAuditedSettings, type AuditedSettings } from './settings-save.js'
export {
  createStatusChangeEvents,
  statusChanged,
  type OrderStatusChanged,
  type StatusChangeEvents,
} from './status-change-events.js'
