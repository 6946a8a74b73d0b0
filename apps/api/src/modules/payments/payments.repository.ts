import type { DeliveryFeeSource } from '@scentia/domain/couriers/couriers'
import { and, eq, inArray, isNull, not, or } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  payments,
  type PaymentCartLine,
  type PaymentShippingSnapshot,
} from '../../db/schema/index.js'
import type { PaymentRecordStatus, RefundReason } from '@scentia/domain/payment/payment-status'
import type { TransferAccount } from '@scentia/domain/payment/transfer-account'

export type PaymentRow = typeof payments.$inferSelect

export interface NewPayment {
  reference: string
  userId: number
  amountKobo: number
  amountNaira: number
  subtotal: number
  shippingFee: number
  /** The owner's table or the courier's signed quote (decision 044). */
  shippingFeeSource: DeliveryFeeSource
  sampleCredit: number
  promoCode: string | null
  discount: number
  isGift: boolean
  giftMessage: string | null
  giftWrap: number
  cartSnapshot: PaymentCartLine[]
  shippingSnapshot: PaymentShippingSnapshot
  createdAt: Date
}

/** What a verification or webhook told us about the transaction. */
export interface PaystackFacts {
  /** The reference Paystack's answer names; finalise refuses one that is not the payment's. */
  paystackReference: string
  paystackStatus: string
  amountPaidKobo: number
  paidCurrency: string | null
  channel: string | null
  paidAt: Date | null
  gatewayResponse: string | null
  /** The account Paystack named for a transfer, when its answer named one. */
  transferAccount: TransferAccount | null
}

export async function insertPayment(db: Db, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...payment, status: 'pending', updatedAt: payment.createdAt })
    .returning()
  if (!row) throw new Error('payment insert returned nothing')
  return row
}

export async function recordInitialized(
  db: Db,
  reference: string,
  accessCode: string,
  at: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ accessCode, updatedAt: at })
    .where(eq(payments.reference, reference))
}

export async function recordInitializeFailed(db: Db, reference: string, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'initialize_failed', updatedAt: at })
    .where(and(eq(payments.reference, reference), eq(payments.status, 'pending')))
}

export async function findPayment(db: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1)
  return row
}

/**
 * The payment row, locked until the transaction ends: the browser's /checkout, its verify and
 * Paystack's webhook for one reference queue here, so only the first makes the order.
 */
export async function lockPayment(tx: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.reference, reference))
    .for('update')
    .limit(1)
  return row
}

/** Paystack's latest word on a payment; `status` is ours (the domain's PAYMENT_RECORD_STATUSES). */
export async function recordPaystackFacts(
  db: Db,
  reference: string,
  facts: PaystackFacts,
  change: { status: PaymentRecordStatus; at: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: change.status,
      paystackStatus: facts.paystackStatus,
      amountPaidKobo: facts.amountPaidKobo,
      paidCurrency: facts.paidCurrency,
      channel: facts.channel,
      paidAt: facts.paidAt,
      gatewayResponse: facts.gatewayResponse,
      // A later answer without the account (a webhook, a card retry) keeps the one already given.
      ...(facts.transferAccount
        ? {
            transferBank: facts.transferAccount.bank,
            transferAccountNumber: facts.transferAccount.accountNumber,
            transferAccountName: facts.transferAccount.accountName,
            transferAccountExpiresAt: facts.transferAccount.expiresAt,
          }
        : {}),
      verifiedAt: change.at,
      updatedAt: change.at,
    })
    .where(eq(payments.reference, reference))
}

/** Our own word on a payment that Paystack did not give: expired, refused at the door, cancelled. */
export async function markPaymentStatus(
  db: Db,
  reference: string,
  status: PaymentRecordStatus,
  at: Date,
): Promise<void> {
  await db.update(payments).set({ status, updatedAt: at }).where(eq(payments.reference, reference))
}

/** The transfer account stored for an order's payment, or null (a card, POD, or none given). */
export async function findTransferAccount(
  db: Db,
  orderId: string,
): Promise<TransferAccount | null> {
  const [row] = await db
    .select({
      bank: payments.transferBank,
      accountNumber: payments.transferAccountNumber,
      accountName: payments.transferAccountName,
      expiresAt: payments.transferAccountExpiresAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .limit(1)
  if (!row?.bank || !row.accountNumber) return null
  return {
    bank: row.bank,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    expiresAt: row.expiresAt,
  }
}

export async function attachOrder(
  db: Db,
  reference: string,
  orderId: string,
  at: Date,
): Promise<void> {
  await db.update(payments).set({ orderId, updatedAt: at }).where(eq(payments.reference, reference))
}

export async function flagRefund(
  db: Db,
  reference: string,
  reason: RefundReason,
  at: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ needsRefund: true, refundReason: reason, updatedAt: at })
    .where(eq(payments.reference, reference))
}

/**
 * Account deletion: the payment trail stays (amounts, references, statuses) while the shipping
 * snapshot loses the person, except for the payments of orders that keep their details.
 */
export async function redactPaymentsOfUser(
  db: Db,
  userId: number,
  keepOrderIds: readonly string[],
  redacted: PaymentShippingSnapshot,
  at: Date,
): Promise<void> {
  const keep =
    keepOrderIds.length > 0 ? not(inArray(payments.orderId, [...keepOrderIds])) : undefined
  await db
    .update(payments)
    .set({ shippingSnapshot: redacted, updatedAt: at })
    .where(and(eq(payments.userId, userId), keep ? or(isNull(payments.orderId), keep) : undefined))
}
