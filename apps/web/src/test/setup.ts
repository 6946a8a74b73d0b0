import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
// As main.tsx does: forms under test read the same messages as in the shop.
import '../lib/validation-messages'

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

/**
 * Preact runs effects after the next frame, with a 35 ms timer in case no frame comes
 * (preact/hooks' afterNextFrame). A timer still pending when the file ends would fire after
 * the DOM environment is gone and throw for want of `cancelAnimationFrame`; waiting out one
 * such timer lets them all fire while the window is still there.
 */
const PREACT_FRAME_FALLBACK_MS = 35

afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, PREACT_FRAME_FALLBACK_MS + 15))
})
