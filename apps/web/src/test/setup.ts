import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
// As main.tsx does: forms under test read the same messages as in the shop.
import '../lib/validation-messages'

afterEach(() => {
  // The build's checks (build/*.test.ts) run in Node, without a window.
  if (typeof window === 'undefined') return
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
