import { describe, expect, it } from 'vitest'
import {
  API_TIMEOUT_MS,
  CART_DRAWER_WIDTH,
  CONFETTI_INTERVAL_MS,
  CONFETTI_PIECES,
  COPY_CONFIRMATION_MS,
  FREE_RETURNS_DAYS,
  MOBILE_BREAKPOINT,
  ORDER_CARD_PREVIEW,
  PROFILE_REFRESH_AFTER_CHANGE_MS,
  RECENT_ORDERS,
  RESET_TOKEN_FAILURE_REDIRECT_MS,
  SPLASH_MS,
  STORAGE_KEYS,
  SUCCESS_REDIRECT_MS,
  TOAST_DURATIONS_MS,
  TOAST_LIMIT,
} from './constants'

// Each number as docs/product.md §S9 states it: a changed constant must be a deliberate spec change.
describe('shop constants (docs/product.md §S9)', () => {
  it.each([
    ['API timeout 60 s', API_TIMEOUT_MS, 60_000],
    ['splash 5 s', SPLASH_MS, 5_000],
    ['copy confirmation 2000 ms', COPY_CONFIRMATION_MS, 2_000],
    ['blank toast 4 s', TOAST_DURATIONS_MS.blank, 4_000],
    ['error toast 4 s', TOAST_DURATIONS_MS.error, 4_000],
    ['custom toast 4 s', TOAST_DURATIONS_MS.custom, 4_000],
    ['success toast 2 s', TOAST_DURATIONS_MS.success, 2_000],
    ['loading toast unlimited', TOAST_DURATIONS_MS.loading, Number.POSITIVE_INFINITY],
    ['at most 20 toasts', TOAST_LIMIT, 20],
    ['confetti 50 pieces', CONFETTI_PIECES, 50],
    ['confetti every 50 ms', CONFETTI_INTERVAL_MS, 50],
    ['2 recent orders', RECENT_ORDERS, 2],
    ['order card previews 1 item', ORDER_CARD_PREVIEW, 1],
    ['mobile breakpoint 768px', MOBILE_BREAKPOINT, 768],
    ['cart drawer 400px', CART_DRAWER_WIDTH, 400],
    ['redirect 2 s after success', SUCCESS_REDIRECT_MS, 2_000],
    ['redirect 5 s after a reset-token failure', RESET_TOKEN_FAILURE_REDIRECT_MS, 5_000],
    ['profile refresh 1 s after a change', PROFILE_REFRESH_AFTER_CHANGE_MS, 1_000],
    ['free returns within 30 days', FREE_RETURNS_DAYS, 30],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it.each([
    ['authToken', 'auth_token'],
    ['userData', 'user_data'],
    ['lastProfileUpdate', 'last_profile_update'],
    ['orderCache', 'order-store-cache'],
    ['cartItems', 'perfume_cart_items'],
  ] as const)('stores %s under %s', (key, storageKey) => {
    expect(STORAGE_KEYS[key]).toBe(storageKey)
  })
})
