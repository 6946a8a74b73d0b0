import type { AppConfig } from '../../config/env.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { startFakeTermii, type FakeTermii } from '../sms/termii-test-server.js'
import { startSmtpServer, type TestSmtpServer } from './smtp-test-server.js'

/** One line of the app's log, as the fields these tests read. */
export interface LogLine {
  msg: string
  err?: { message: string }
  attempts?: number
}

export interface ProvidersTestApp extends TestApp {
  smtp: TestSmtpServer
  termii: FakeTermii
  /** Every line the app logged so far, parsed. */
  log(): LogLine[]
  /** Moves the app's clock on; outbox rounds run only when the test calls `outbox.runOnce()`. */
  advance(seconds: number): void
}

/**
 * The real app with a real SMTP server and the fake Termii, logging through the app's own logger
 * options (serializers, redaction) into memory, on an injected clock with no worker of its own
 * (imported by *.test.ts only): outbox rounds run when the test says, so the default backoff of
 * minutes is stepped through without waiting. `close()` stops the providers too.
 */
export async function buildProvidersTestApp(
  overrides: Partial<AppConfig> = {},
  { smtpRejectFirst = 0 }: { smtpRejectFirst?: number } = {},
): Promise<ProvidersTestApp> {
  let now = new Date('2026-11-23T10:00:00Z')
  const lines: string[] = []
  const smtp = await startSmtpServer({ rejectFirst: smtpRejectFirst })
  const termii = await startFakeTermii()
  const t = await buildTestApp(
    {
      smtpUrl: smtp.url,
      termii: { apiKey: 'TLtest-key-0123456789', senderId: 'Scentia', baseUrl: termii.url },
      logLevel: 'info',
      outboxWorker: false,
      ...overrides,
    },
    {
      clock: () => now,
      logger: { stream: { write: (line: string) => void lines.push(line) } },
    },
  )
  return {
    ...t,
    smtp,
    termii,
    log: () => lines.map((line) => JSON.parse(line) as LogLine),
    advance(seconds) {
      now = new Date(now.getTime() + seconds * 1000)
    },
    close: async () => {
      await t.close()
      await termii.close()
      await smtp.close()
    },
  }
}
