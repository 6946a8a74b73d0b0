import { startFakeShipbubble } from './fake-shipbubble.js'

/*
 * The fake Shipbubble as a process, for the e2e run (e2e/playwright.config.ts starts it beside
 * the shop, as the shop's SHIPBUBBLE_BASE_URL): never part of the built server.
 */
const port = Number(process.env.FAKE_SHIPBUBBLE_PORT ?? 0)
const apiKey = process.env.FAKE_SHIPBUBBLE_KEY
const webhookUrl = process.env.FAKE_SHIPBUBBLE_WEBHOOK_URL
if (!apiKey || !webhookUrl || !Number.isInteger(port) || port <= 0) {
  throw new Error(
    'FAKE_SHIPBUBBLE_PORT, FAKE_SHIPBUBBLE_KEY and FAKE_SHIPBUBBLE_WEBHOOK_URL are required',
  )
}
const fake = await startFakeShipbubble({ apiKey, port, webhookUrl })
process.stdout.write(`fake Shipbubble on ${fake.url}\n`)
const stop = () => {
  void fake.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
