// A row of the console's Returns list is its contract's type (decision 042): the serializer
// sends only what the contract names, so a row cannot carry a field it would drop.
import type { ReturnSummary } from '@scentia/contracts/after-sale'
import { ADMIN_PAGE_SIZE } from '@scentia/domain/admin/order-console'
import { isOrderId, parseTrackInput } from '@scentia/domain/orders/order-id'
import { refundMethodFor, refundTotals } from '@scentia/domain/payment/refunds'
import {
  canMoveReturn,
  isReturnOpen,
  resaleableProblem,
  returnRefundAmount,
  RETURN_REASON_LABELS,
  returnRequestProblem,
  type ReturnReason,
  type ReturnState,
} from '@scentia/domain/payment/returns'
import { smsTrackUrl } from '@scentia/domain/sms/sms-messages'
import type { Db } from '../../db/client.js'
import type { ReturnLineRecord } from '../../db/schema/index.js'
import { badRequest, HttpError, notFound } from '../../plugins/error-handler.js'
import { insertOrderAuditRecord } from '../admin/index.js'
import { releaseStock, type ProductsService, type StockLine } from '../catalogue/index.js'
import type { MailService } from '../mail/index.js'
import {
  findOrder,
  lockOrder,
  toOrderReturn,
  toOwnerOrder,
  type OwnerOrder,
  type StoredOrder,
} from '../orders/index.js'
import type { StockAlertsService } from '../stock-alerts/index.js'
import { lockPayment } from './payments.repository.js'
import {
  returnApprovedMail,
  returnReceivedMail,
  returnRefusedMail,
  returnRequestedMail,
  returnRequestedOwnerMail,
  type ReturnMailInput,
} from './return-mails.js'
import type { Refunds } from './refunds.service.js'
import { listRefundsOfOrder } from './refunds.repository.js'
import {
  findReturn,
  insertReturn,
  listReturns,
  moveReturn,
  type ReturnRow,
} from './returns.repository.js'

export const RETURN_ORDER_NOT_FOUND = 'Order not found'
export const RETURN_NOT_FOUND = 'Return not found'

export interface ReturnsDeps {
  db: Db
  refunds: Pick<Refunds, 'start'>
  catalogue: Pick<ProductsService, 'invalidate'>
  /** Units back on sale may bring a product back in stock (back-in-stock mails). */
  stockAlerts: Pick<StockAlertsService, 'onStockChange' | 'flush'>
  mail: Pick<MailService, 'queue' | 'flush'>
  outbox: { nudge(): void }
  publicUrl: string
  /** The shop's inbox (SUPPORT_EMAIL), told of each new request as of low stock (decision 043). */
  ownerEmail: string
  clock: () => Date
}

export interface ReturnRequest {
  lines: ReturnLineRecord[]
  reason: ReturnReason
  note: string
}

/** One return with its order, as the console's return page reads it. */
export interface OwnerReturn {
  return: ReturnType<typeof toWireReturn>
  order: OwnerOrder
}

/** The order's view of a return (the same wire names), with the order it belongs to. */
function toWireReturn(row: ReturnRow) {
  return { ...toOrderReturn(row), order_id: row.orderId }
}

/** "2 × Oud Royale (100 ml)" for each line of a return, as the mails name them. */
function itemsOf(stored: StoredOrder, lines: readonly ReturnLineRecord[]): string[] {
  return lines.map(({ line, quantity }) => {
    const item = stored.items[line]
    const name = item ? `${item.name}${item.sizeLabel ? ` (${item.sizeLabel})` : ''}` : 'an item'
    return `${quantity} × ${name}`
  })
}

/** The order's own facts the domain's rules ask for. */
function earlierOf(stored: StoredOrder, except?: number) {
  return (stored.returns ?? [])
    .filter((entry) => entry.id !== except)
    .map((entry) => ({ state: entry.state, lines: entry.lines }))
}

function sameRequest(row: ReturnRow, request: ReturnRequest): boolean {
  const key = (lines: readonly ReturnLineRecord[]) =>
    [...lines]
      .sort((a, b) => a.line - b.line)
      .map((entry) => `${entry.line}:${entry.quantity}`)
      .join(',')
  return row.reason === request.reason && key(row.lines) === key(request.lines)
}

/**
 * Returns (docs/product.md §12, docs/decisions/043-returns.md): the order's owner asks within
 * 30 days of delivery; the shop's owner approves or refuses, then marks the parcel received,
 * which starts the refund through the one refund path (decision 041) and puts the resaleable
 * units back on sale, each to its own size. Every step takes the payment's lock, then the
 * order's (the locks a cancellation and an owner's refund take), then moves the return only
 * from the state it was read in: a double click or a second owner hears the same answer and
 * nothing happens twice.
 */
export function createReturns(deps: ReturnsDeps) {
  const { db, refunds, catalogue, stockAlerts, mail, clock } = deps

  const orderUrl = (orderId: string) => smsTrackUrl(deps.publicUrl, orderId)

  const mailInput = (stored: StoredOrder, lines: readonly ReturnLineRecord[]): ReturnMailInput => ({
    orderId: stored.row.orderId,
    fullName: stored.row.fullName,
    orderUrl: orderUrl(stored.row.orderId),
    items: itemsOf(stored, lines),
  })

  /** Locks the order's payment and the order, in that order, and reads the order again. */
  async function lockedOrder(tx: Db, orderId: string): Promise<StoredOrder> {
    const found = await findOrder(tx, orderId)
    if (!found) throw notFound(RETURN_ORDER_NOT_FOUND)
    await lockPayment(tx, found.row.transactionReference)
    await lockOrder(tx, orderId)
    const stored = await findOrder(tx, orderId)
    if (!stored) throw notFound(RETURN_ORDER_NOT_FOUND)
    return stored
  }

  /** The order's owner asks to send items back (POST /order/{id}/returns). */
  async function request(userId: number, rawId: string, input: ReturnRequest): Promise<OwnerOrder> {
    const parsed = parseTrackInput(rawId)
    if (!parsed.ok || !isOrderId(parsed.orderId)) throw notFound(RETURN_ORDER_NOT_FOUND)
    const orderId = parsed.orderId
    const done = { wrote: false }
    const order = await db.transaction(async (tx) => {
      const first = await findOrder(tx, orderId)
      // Another shopper's order is not found, as GET /order/{id} answers a stranger no details.
      if (!first || first.row.userId !== userId) throw notFound(RETURN_ORDER_NOT_FOUND)
      const stored = await lockedOrder(tx, orderId)
      // A double click: the open return it made is the answer.
      const open = (stored.returns ?? []).find((entry) => isReturnOpen(entry.state))
      if (open && open.requestedBy === userId && sameRequest(open, input)) {
        return toOwnerOrder(stored)
      }
      const at = clock()
      const problem = returnRequestProblem(
        {
          status: stored.row.status,
          paymentStatus: stored.row.paymentStatus,
          deliveredAt: stored.deliveredAt ?? null,
          items: stored.items,
          earlier: earlierOf(stored),
        },
        input,
        at,
      )
      if (problem) throw new HttpError(409, 'CONFLICT', problem)
      const asked = await insertReturn(tx, {
        orderId,
        reason: input.reason,
        note: input.note,
        lines: input.lines,
        requestedBy: userId,
        at,
      })
      await mail.queue(tx, 'return-requested', {
        to: stored.row.email,
        ...returnRequestedMail(mailInput(stored, input.lines)),
      })
      // The owner hears of it in the same transaction: a request is never left unseen.
      await mail.queue(tx, 'return-requested-owner', {
        to: deps.ownerEmail,
        replyTo: stored.row.email,
        ...returnRequestedOwnerMail({
          orderId,
          fullName: stored.row.fullName,
          items: itemsOf(stored, input.lines),
          reason: RETURN_REASON_LABELS[input.reason],
          note: input.note,
          returnUrl: `${deps.publicUrl}/admin/returns/${String(asked.id)}`,
        }),
      })
      done.wrote = true
      const after = await findOrder(tx, orderId)
      if (!after) throw notFound(RETURN_ORDER_NOT_FOUND)
      return toOwnerOrder(after)
    })
    if (done.wrote) mail.flush()
    return order
  }

  /**
   * Runs one owner step on a return under the locks: `already` is the state that means this
   * step was done (the same answer, nothing twice), `from` the state it moves from.
   */
  async function ownerStep(
    returnId: number,
    step: { from: ReturnState; to: ReturnState },
    run: (tx: Db, stored: StoredOrder, row: ReturnRow, at: Date) => Promise<void>,
  ): Promise<{ result: OwnerReturn; wrote: boolean }> {
    let wrote = false
    const result = await db.transaction(async (tx) => {
      const first = await findReturn(tx, returnId)
      if (!first) throw notFound(RETURN_NOT_FOUND)
      const stored = await lockedOrder(tx, first.orderId)
      const row = await findReturn(tx, returnId)
      if (!row) throw notFound(RETURN_NOT_FOUND)
      const done = row.state === step.to || (step.to === 'received' && row.state === 'refunded')
      if (!done) {
        if (row.state !== step.from || !canMoveReturn(row.state, step.to)) {
          throw new HttpError(409, 'CONFLICT', conflictMessage(row.state))
        }
        await run(tx, stored, row, clock())
        wrote = true
      }
      const after = await findOrder(tx, row.orderId)
      const current = await findReturn(tx, returnId)
      if (!after || !current) throw notFound(RETURN_NOT_FOUND)
      return { return: toWireReturn(current), order: toOwnerOrder(after) }
    })
    return { result, wrote }
  }

  /**
   * The owner's answer to a request (docs/product.md §12): approved, or refused with a note the
   * shopper reads in the mail. The move, its audit record and the mail commit together
   * (decision 011); the mail goes out after the commit.
   */
  async function decide(
    ownerId: number,
    returnId: number,
    decision: { to: 'approved' } | { to: 'refused'; note: string },
  ): Promise<OwnerReturn> {
    const { to } = decision
    // A refusal's note is kept on the return, in the record and in the shopper's mail.
    const note = decision.to === 'refused' ? { note: decision.note } : {}
    const ownerNote = decision.to === 'refused' ? { ownerNote: decision.note } : {}
    const { result, wrote } = await ownerStep(
      returnId,
      { from: 'requested', to },
      async (tx, stored, row, at) => {
        await moveReturn(
          tx,
          row.id,
          'requested',
          to,
          { decidedBy: ownerId, decidedAt: at, ...ownerNote },
          at,
        )
        await insertOrderAuditRecord(tx, row.orderId, {
          actorUserId: ownerId,
          action: to === 'approved' ? 'return.approve' : 'return.refuse',
          before: { return: row.id, state: 'requested' },
          after: { return: row.id, state: to, ...note },
          at,
        })
        const input = mailInput(stored, row.lines)
        const mailed =
          decision.to === 'refused'
            ? {
                kind: 'return-refused',
                content: returnRefusedMail({ ...input, note: decision.note }),
              }
            : { kind: 'return-approved', content: returnApprovedMail(input) }
        await mail.queue(tx, mailed.kind, { to: stored.row.email, ...mailed.content })
      },
    )
    if (wrote) mail.flush()
    return result
  }

  const approve = (ownerId: number, returnId: number) =>
    decide(ownerId, returnId, { to: 'approved' })
  const refuse = (ownerId: number, returnId: number, note: string) =>
    decide(ownerId, returnId, { to: 'refused', note })

  /**
   * The parcel arrived: the refund for the returned units starts (their fair share of what the
   * goods cost, never more than is left to refund) and the units the owner counts resaleable go
   * back on sale, each to the size it was sold as.
   */
  async function receive(
    ownerId: number,
    returnId: number,
    resaleable: ReturnLineRecord[],
  ): Promise<OwnerReturn> {
    const changed = { stock: false }
    const { result, wrote } = await ownerStep(
      returnId,
      { from: 'approved', to: 'received' },
      async (tx, stored, row, at) => {
        const problem = resaleableProblem(row.lines, resaleable)
        if (problem) throw badRequest(problem)
        const wire = toOwnerOrder(stored)
        const share = returnRefundAmount(wire, row.lines, earlierOf(stored, row.id))
        if (!share.ok) throw new HttpError(409, 'CONFLICT', share.message)
        const totals = refundTotals(
          stored.row.totalAmount,
          await listRefundsOfOrder(tx, row.orderId),
        )
        const amount = Math.min(share.amount, totals.refundable)
        const refund =
          amount > 0
            ? await refunds.start(tx, {
                order: stored.row,
                amount,
                cause: 'return',
                reason: `Return ${row.id}`,
                actorUserId: ownerId,
                at,
              })
            : null
        const stock: StockLine[] = []
        for (const { line, quantity } of resaleable) {
          const item = stored.items[line]
          if (!item || quantity < 1) continue
          stock.push({ productId: item.productId, sizeId: item.sizeId ?? undefined, quantity })
        }
        if (stock.length > 0) {
          await releaseStock(tx, stock, stockAlerts)
          changed.stock = true
        }
        const kept = resaleable.filter((entry) => entry.quantity > 0)
        await moveReturn(
          tx,
          row.id,
          'approved',
          'received',
          {
            receivedBy: ownerId,
            receivedAt: at,
            resaleable: kept,
            refundId: refund?.id ?? null,
            amount,
          },
          at,
        )
        // Nothing to pay back (the goods were fully discounted): the return is over.
        if (!refund) await moveReturn(tx, row.id, 'received', 'refunded', {}, at)
        await insertOrderAuditRecord(tx, row.orderId, {
          actorUserId: ownerId,
          action: 'return.receive',
          before: { return: row.id, state: 'approved' },
          after: { return: row.id, state: 'received', refund: amount, resaleable: kept },
          at,
        })
        await mail.queue(tx, 'return-received', {
          to: stored.row.email,
          ...returnReceivedMail({
            ...mailInput(stored, row.lines),
            amount,
            method: refundMethodFor(stored.row.paymentMethod),
          }),
        })
      },
    )
    // After commit only: a rolled-back receipt must not drop the cache or mail anyone.
    if (changed.stock && wrote) {
      catalogue.invalidate()
      stockAlerts.flush()
    }
    if (wrote) {
      mail.flush()
      deps.outbox.nudge()
    }
    return result
  }

  async function show(returnId: number): Promise<OwnerReturn> {
    const row = await findReturn(db, returnId)
    if (!row) throw notFound(RETURN_NOT_FOUND)
    const stored = await findOrder(db, row.orderId)
    if (!stored) throw notFound(RETURN_NOT_FOUND)
    return { return: toWireReturn(row), order: toOwnerOrder(stored) }
  }

  async function list(filter: { state: ReturnState | null; page: number }): Promise<{
    data: ReturnSummary[]
    total: number
    page: number
    page_size: number
  }> {
    const { rows, total } = await listReturns(db, {
      states: filter.state ? [filter.state] : null,
      offset: (filter.page - 1) * ADMIN_PAGE_SIZE,
      limit: ADMIN_PAGE_SIZE,
    })
    return {
      data: rows.map((row) => ({
        id: row.id,
        order_id: row.orderId,
        state: row.state,
        reason: row.reason,
        full_name: row.fullName,
        units: row.lines.reduce((sum, entry) => sum + entry.quantity, 0),
        created_at: row.createdAt.toISOString(),
      })),
      total,
      page: filter.page,
      page_size: ADMIN_PAGE_SIZE,
    }
  }

  return { request, approve, refuse, receive, show, list }
}

export type Returns = ReturnType<typeof createReturns>

function conflictMessage(state: ReturnState): string {
  switch (state) {
    case 'refused':
      return 'This return was refused.'
    case 'received':
    case 'refunded':
      return 'This return was already received.'
    case 'approved':
      return 'This return was already approved.'
    default:
      return 'Approve this return before marking it received.'
  }
}
