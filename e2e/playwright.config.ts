import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from './chromium'
import { E2E_SHIPBUBBLE_KEY, fakeCourierPort } from './fixtures/courier'
import { E2E_WORKERS, e2eOwnerEmail } from './fixtures/owners'

const PORT = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${PORT}`
// Every run starts the shop on a brand-new embedded database, exactly like a fresh `npm start`.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'scentia-e2e-'))

/** Debian's Chromium, never a downloaded browser (docs/engineering.md §E4); the flags keep it off the closed network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
  args: [...CHROMIUM_FLAGS],
}

/**
 * The shop limits sign-ups and resets per client address. A run signs up a handful of shoppers
 * per project, so each project (and each worker, which reloads this file) comes from an address
 * of its own, the way real shoppers reach the shop through its proxy (TRUST_PROXY below). The
 * limits themselves are proven by the API tests.
 */
function shopperAddress(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 254)
  return { 'x-forwarded-for': `198.51.${octet()}.${octet()}` }
}

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium, extraHTTPHeaders: shopperAddress() },
    },
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromium,
        extraHTTPHeaders: shopperAddress(),
      },
    },
  ],
  webServer: [
    {
      // The fake courier (docs/decisions/044-couriers.md), over real HTTP beside the shop, as the
      // shop's SHIPBUBBLE_BASE_URL; its /__simulate delivers a signed tracking webhook.
      command: '../node_modules/.bin/tsx ../apps/api/src/modules/couriers/fake-shipbubble.main.ts',
      url: `http://127.0.0.1:${fakeCourierPort(PORT)}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        FAKE_SHIPBUBBLE_PORT: String(fakeCourierPort(PORT)),
        FAKE_SHIPBUBBLE_KEY: E2E_SHIPBUBBLE_KEY,
        FAKE_SHIPBUBBLE_WEBHOOK_URL: `${baseURL}/api/couriers/shipbubble/webhook`,
      },
    },
    {
      // SCENTIA_SERVER_NODE runs the shop on another Node than the tests' (CI: the newest LTS,
      // docs/decisions/026).
      command: `"${process.env.SCENTIA_SERVER_NODE ?? 'node'}" ../apps/api/dist/server.js`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        // The owners the specs sign up, one per worker (fixtures/admin.ts, decision 007): each is
        // promoted once signed up and verified.
        ADMIN_EMAILS: Array.from({ length: E2E_WORKERS }, (_, worker) =>
          e2eOwnerEmail(worker),
        ).join(','),
        TRUST_PROXY: 'true',
        // Each worker's journeys come from one address, and every purchase moves the catalogue
        // version, so nearly every page a journey opens is a render: far more than a shopper's.
        // The render limit itself is proven by the API tests (render-flood.test.ts).
        RENDER_LIMIT_PER_MINUTE: '100000',
        SHIPBUBBLE_API_KEY: E2E_SHIPBUBBLE_KEY,
        SHIPBUBBLE_BASE_URL: `http://127.0.0.1:${fakeCourierPort(PORT)}`,
        SHIPBUBBLE_SENDER_ADDRESS_CODE: '1001',
        SHIPBUBBLE_CATEGORY_ID: '2178251',
      },
    },
  ],
})
