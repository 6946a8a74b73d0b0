import { canReviewProduct } from '@scentia/domain/reviews/eligibility'
import {
  REVIEW_MESSAGES,
  type MyReviewResponse,
  type Review,
  type ReviewFields,
  type ReviewListResponse,
} from '@scentia/domain/reviews/review-input'
import { summariseReviews } from '@scentia/domain/reviews/summary'
import type { Db } from '../../db/client.js'
import type { ProductsService } from '../catalogue/index.js'
import {
  findOwnReview,
  insertReview,
  listReviewsByAuthor,
  listVisibleReviews,
  ordersHoldingProduct,
  replaceReview,
} from './reviews.repository.js'

/** Why a write was refused, with the status the route answers. */
export type ReviewProblem =
  | { status: 404; message: string }
  | { status: 403; message: string }
  | { status: 409; message: string }

export type ReviewWriteResult = { ok: true; review: Review } | { ok: false; problem: ReviewProblem }

export const REVIEW_EXISTS_MESSAGE =
  'You have already reviewed this fragrance; edit your review instead'
export const PRODUCT_NOT_FOUND = 'Product not found'

export interface ReviewsService {
  /** The public list and its summary; undefined for an unknown (or retired) product. */
  list(productSlug: string): Promise<Omit<ReviewListResponse, 'success'> | undefined>
  /** Whether this shopper may review the product, and their review if they wrote one. */
  mine(userId: number, productSlug: string): Promise<Omit<MyReviewResponse, 'success'> | undefined>
  /** A first review; a second answers 409 (the form then edits with `replace`). */
  create(userId: number, productSlug: string, fields: ReviewFields): Promise<ReviewWriteResult>
  /** Replaces the shopper's review: created_at stays, updated_at moves. */
  replace(userId: number, productSlug: string, fields: ReviewFields): Promise<ReviewWriteResult>
  /** The reviews section of the shopper's data export: all they wrote, hidden ones too. */
  exportFor(userId: number): Promise<unknown[]>
}

export interface ReviewsServiceDeps {
  db: Db
  /** The catalogue: slugs to ids, and rebuilt after a write so the rating moves at once. */
  products: Pick<ProductsService, 'getProduct' | 'invalidate'>
  clock: () => Date
}

const notFound: ReviewWriteResult = {
  ok: false,
  problem: { status: 404, message: PRODUCT_NOT_FOUND },
}
const notEligible: ReviewWriteResult = {
  ok: false,
  problem: { status: 403, message: REVIEW_MESSAGES.notEligible },
}

export function createReviewsService({ db, products, clock }: ReviewsServiceDeps): ReviewsService {
  async function isEligible(userId: number, productId: number) {
    return canReviewProduct(await ordersHoldingProduct(db, userId, productId), productId)
  }

  async function written(userId: number, productId: number): Promise<ReviewWriteResult> {
    // Other processes see the new rating within the catalogue's revalidation window.
    products.invalidate()
    const review = await findOwnReview(db, userId, productId)
    if (!review) throw new Error('A review just written could not be read back')
    return { ok: true, review }
  }

  return {
    async list(productSlug) {
      const product = await products.getProduct(productSlug)
      if (!product) return undefined
      const reviews = await listVisibleReviews(db, product.id)
      return { summary: summariseReviews(reviews), reviews }
    },

    async mine(userId, productSlug) {
      const product = await products.getProduct(productSlug)
      if (!product) return undefined
      const [eligible, review] = await Promise.all([
        isEligible(userId, product.id),
        findOwnReview(db, userId, product.id),
      ])
      return { eligible, review: review ?? null }
    },

    async create(userId, productSlug, fields) {
      const product = await products.getProduct(productSlug)
      if (!product) return notFound
      if (!(await isEligible(userId, product.id))) return notEligible
      const id = await insertReview(db, { userId, productId: product.id, fields, now: clock() })
      if (id === undefined) {
        return { ok: false, problem: { status: 409, message: REVIEW_EXISTS_MESSAGE } }
      }
      return written(userId, product.id)
    },

    async replace(userId, productSlug, fields) {
      const product = await products.getProduct(productSlug)
      if (!product) return notFound
      // Checked again: an order refunded and taken back out of "delivered" loses the right too.
      if (!(await isEligible(userId, product.id))) return notEligible
      const replaced = await replaceReview(db, {
        userId,
        productId: product.id,
        fields,
        now: clock(),
      })
      if (!replaced) {
        return { ok: false, problem: { status: 404, message: REVIEW_MESSAGES.notFound } }
      }
      return written(userId, product.id)
    },

    exportFor(userId) {
      return listReviewsByAuthor(db, userId)
    },
  }
}
