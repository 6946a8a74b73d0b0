/**
 * Debian's Chromium, as every tool here launches it (docs/engineering.md §E4): the end-to-end tests through
 * Playwright and the benchmark's Lighthouse runs. One list, so a flag added for the closed
 * network (or for root in a container) reaches both.
 */

/** The installed browser; never a downloaded one. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** No sandbox (root), no GPU, and nothing that phones home in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const
