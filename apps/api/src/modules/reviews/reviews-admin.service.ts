import type { Db } from '../../db/client.js'
import { insertAuditRecord } from '../admin/index.js'
import type { ProductsService } from '../catalogue/index.js'
import {
  listReviewsForAdmin,
  lockReview,
  setReviewHidden,
  type AdminReviewRow,
} from './reviews.repository.js'

export const ADMIN_REVIEWS_PAGE_SIZE = 20

export interface AdminReviewsPage {
  items: AdminReviewRow[]
  total: number
  page: number
  page_size: number
}

export interface AdminReviewsService {
  list(query: { hidden: boolean | undefined; page: number }): Promise<AdminReviewsPage>
  /** False when there is no such review. Hiding an already hidden review updates its reason. */
  hide(actorUserId: number, id: number, reason: string): Promise<boolean>
  unhide(actorUserId: number, id: number): Promise<boolean>
}

/**
 * The owner's moderation: hide with a reason, show again; each change and its row in
 * the activity log are one transaction (decision 011). Nothing is ever deleted.
 */
export function createAdminReviewsService({
  db,
  products,
  clock,
}: {
  db: Db
  products: Pick<ProductsService, 'invalidate'>
  clock: () => Date
}): AdminReviewsService {
  async function change(actorUserId: number, id: number, reason: string | null) {
    const changed = await db.transaction(async (tx) => {
      const locked = await lockReview(tx, id)
      if (!locked) return false
      const at = clock()
      await setReviewHidden(tx, id, reason === null ? null : { at, reason })
      await insertAuditRecord(tx, {
        actorUserId,
        action: reason === null ? 'review.unhide' : 'review.hide',
        target: { type: 'review', id: String(id), label: locked.productName },
        before: { hidden: locked.hiddenAt !== null, reason: locked.hiddenReason },
        after: { hidden: reason !== null, reason },
        at,
      })
      return true
    })
    // The product's rating leaves out hidden reviews.
    if (changed) products.invalidate()
    return changed
  }

  return {
    async list({ hidden, page }) {
      const result = await listReviewsForAdmin(db, {
        ...(hidden === undefined ? {} : { hidden }),
        limit: ADMIN_REVIEWS_PAGE_SIZE,
        offset: (page - 1) * ADMIN_REVIEWS_PAGE_SIZE,
      })
      return { ...result, page, page_size: ADMIN_REVIEWS_PAGE_SIZE }
    },
    hide: (actorUserId, id, reason) => change(actorUserId, id, reason),
    unhide: (actorUserId, id) => change(actorUserId, id, null),
  }
}
