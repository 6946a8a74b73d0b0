import {
  isRecoveryRecordValid,
  parseRecoveryRecord,
  type RecoveryRecord,
} from '@scentia/domain/checkout/recovery'
import type { CheckoutOrderPayload } from '@scentia/domain/orders/order'
import { RECOVERY_STORAGE_KEY } from './recovery-key'

export { RECOVERY_STORAGE_KEY }

/** What the confirmation page needs once the order exists (docs/product.md §S2: orderNumber, total, items). */
export interface RecoveryOrderData {
  total: number
  /** A promo code's discount and the code, for the confirmation page. */
  discount?: number
  promo_code?: string
  items: number
  full_name: string
  email: string
  phone_number: string
}

export type CheckoutRecoveryRecord = RecoveryRecord<CheckoutOrderPayload, RecoveryOrderData>

export type RecoveryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function isPayload(value: unknown): value is CheckoutOrderPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<CheckoutOrderPayload>).transaction_reference === 'string'
  )
}

function isOrderData(value: unknown): value is RecoveryOrderData {
  if (typeof value !== 'object' || value === null) return false
  const data = value as Partial<RecoveryOrderData>
  return typeof data.total === 'number' && typeof data.items === 'number'
}

/** The stored record, or null; an expired or unreadable record is discarded (docs/product.md §S4). */
export function readRecovery(storage: RecoveryStorage, now: number): CheckoutRecoveryRecord | null {
  let raw: string | null
  try {
    raw = storage.getItem(RECOVERY_STORAGE_KEY)
  } catch {
    return null
  }
  if (raw === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = null
  }
  const record = parseRecoveryRecord(parsed)
  if (
    !record ||
    !isRecoveryRecordValid(record, now) ||
    !isPayload(record.payLoad) ||
    !isOrderData(record.orderData)
  ) {
    clearRecovery(storage)
    return null
  }
  return { ...record, payLoad: record.payLoad, orderData: record.orderData }
}

export function writeRecovery(storage: RecoveryStorage, record: CheckoutRecoveryRecord): void {
  try {
    storage.setItem(RECOVERY_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // A full or disabled storage: the server still holds the payment (the webhook makes the order).
  }
}

export function clearRecovery(storage: RecoveryStorage): void {
  try {
    storage.removeItem(RECOVERY_STORAGE_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
