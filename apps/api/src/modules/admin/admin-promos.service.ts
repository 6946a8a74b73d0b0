import type { AuditAction, AuditFields } from '@scentia/domain/admin/audit'
import type { PromoInput, PromoView } from '@scentia/domain/promo/promo'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { promoCodes } from '../../db/schema/index.js'
import { countUsesByPromo, type PromoRow, PROMO_HOLD_MS } from '../promos/index.js'
import { insertAuditRecord } from './admin-audit.repository.js'

export const PROMO_NOT_FOUND = 'Promo code not found'
export const PROMO_TAKEN = 'A promo code with that name already exists'

/** A missing code and a name already in use are the owner's expected mistakes: values, not throws. */
export type PromoResult =
  { ok: true; promo: PromoView } | { ok: false; status: 404 | 409; message: string }

const promoNotFound = { ok: false, status: 404, message: PROMO_NOT_FOUND } as const
const promoTaken = { ok: false, status: 409, message: PROMO_TAKEN } as const

function toView(row: PromoRow, used: number): PromoView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    min_subtotal: row.minSubtotal,
    first_order_only: row.firstOrderOnly,
    expires_at: row.expiresAt?.toISOString() ?? null,
    total_limit: row.totalLimit,
    per_shopper_limit: row.perShopperLimit,
    active: row.active,
    used,
    created_at: row.createdAt.toISOString(),
  }
}

/** The fields the activity log keeps, as the console names them. */
function audited(row: PromoRow): AuditFields {
  const { id: _id, used: _used, created_at: _created, ...fields } = toView(row, 0)
  return fields
}

function columns(input: PromoInput) {
  return {
    code: input.code,
    kind: input.kind,
    amount: input.amount,
    minSubtotal: input.min_subtotal,
    firstOrderOnly: input.first_order_only,
    expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    totalLimit: input.total_limit,
    perShopperLimit: input.per_shopper_limit,
  }
}

/** Postgres's unique_violation, as pg and PGlite both report it. */
function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined
  return [error, cause].some(
    (candidate) =>
      typeof candidate === 'object' &&
      candidate !== null &&
      'code' in candidate &&
      candidate.code === '23505',
  )
}

/**
 * The owner's promo codes: every change is written with its row in the activity log,
 * in one transaction (decision 011). Codes are never deleted, since orders name them.
 */
export function createAdminPromosService({ db, clock }: { db: Db; clock: () => Date }) {
  async function withUses(rows: PromoRow[]): Promise<PromoView[]> {
    const uses = await countUsesByPromo(db, new Date(clock().getTime() - PROMO_HOLD_MS))
    return rows.map((row) => toView(row, uses.get(row.id) ?? 0))
  }

  /** Runs a change under the code's row lock; undefined when there is no such code. */
  async function change(
    id: number,
    actorUserId: number,
    action: AuditAction,
    write: (tx: Db, at: Date) => Promise<PromoRow | undefined>,
  ): Promise<PromoResult> {
    const row = await unlessTaken(() =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(promoCodes)
          .where(eq(promoCodes.id, id))
          .for('update')
        if (!locked) return undefined
        const at = clock()
        const updated = await write(tx, at)
        if (!updated) return undefined
        await insertAuditRecord(tx, {
          actorUserId,
          action,
          target: { type: 'promo', id: String(id), label: updated.code },
          before: audited(locked),
          after: audited(updated),
          at,
        })
        return updated
      }),
    )
    if (row && 'ok' in row) return row
    const [promo] = row ? await withUses([row]) : []
    return promo ? { ok: true, promo } : promoNotFound
  }

  /** The unique index is the judge of a taken name (two owners may race for one). */
  async function unlessTaken<T>(run: () => Promise<T>): Promise<T | typeof promoTaken> {
    try {
      return await run()
    } catch (error) {
      if (isUniqueViolation(error)) return promoTaken
      throw error
    }
  }

  return {
    async list(): Promise<PromoView[]> {
      return withUses(await db.select().from(promoCodes).orderBy(asc(promoCodes.code)))
    },

    async create(input: PromoInput, actorUserId: number): Promise<PromoResult> {
      const row = await unlessTaken(() =>
        db.transaction(async (tx) => {
          const at = clock()
          const [inserted] = await tx
            .insert(promoCodes)
            .values({ ...columns(input), active: true, createdAt: at, updatedAt: at })
            .returning()
          if (!inserted) throw new Error('promo insert returned nothing')
          await insertAuditRecord(tx, {
            actorUserId,
            action: 'promo.create',
            target: { type: 'promo', id: String(inserted.id), label: inserted.code },
            before: null,
            after: audited(inserted),
            at,
          })
          return inserted
        }),
      )
      return 'ok' in row ? row : { ok: true, promo: toView(row, 0) }
    },

    update(id: number, input: PromoInput, actorUserId: number) {
      return change(id, actorUserId, 'promo.update', async (tx, at) => {
        const [row] = await tx
          .update(promoCodes)
          .set({ ...columns(input), updatedAt: at })
          .where(eq(promoCodes.id, id))
          .returning()
        return row
      })
    },

    setActive(id: number, active: boolean, actorUserId: number) {
      return change(
        id,
        actorUserId,
        active ? 'promo.update' : 'promo.deactivate',
        async (tx, at) => {
          const [row] = await tx
            .update(promoCodes)
            .set({ active, updatedAt: at })
            .where(eq(promoCodes.id, id))
            .returning()
          return row
        },
      )
    },
  }
}

export type AdminPromosService = ReturnType<typeof createAdminPromosService>
