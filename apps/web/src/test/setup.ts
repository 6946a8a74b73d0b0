import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
// Components render as they do once TanStack Query has arrived in the browser, reading the
// test's own QueryClientProvider (lib/server-state.tsx); server-state.test.tsx covers before.
import '../lib/query-client'

// React DOM renders updates in its own scheduler's tasks, after the event that caused them:
// on two cores shared by both test workers and the build (decision 026) a find or waitFor may
// need more than Testing Library's default second before the screen has caught up.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  // The build's checks (build/*.test.ts) run in Node, without a window.
  if (typeof window === 'undefined') return
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
