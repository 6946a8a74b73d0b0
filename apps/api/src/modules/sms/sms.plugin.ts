import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { devSmsRoutes } from './dev-sms.routes.js'
import { createOutboxSmsSender } from './outbox-sms-sender.js'
import type { SmsSender } from './sms-sender.js'
import { createSmsService, smsPayloadSchema, type SmsService } from './sms.service.js'
import { createTermiiSender } from './termii-sender.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every text the shop sends (see SmsService); payments and the console queue through it. */
    sms: SmsService
  }
}

export interface SmsPluginOptions {
  /** Termii's timeout (tests make it short). */
  termiiTimeoutMs?: number
}

/**
 * Texts are written to the durable outbox (decision 013) and delivered by its worker through
 * Termii when TERMII_API_KEY is set; otherwise, outside production, into the dev SMS outbox with
 * its /dev/sms pages. (Production without TERMII_API_KEY never gets here: loadConfig refuses it.)
 */
export const smsPlugin = fp<SmsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { termii, nodeEnv, publicUrl, ownerSmsNumber } = app.config
    let sender: SmsSender
    if (termii.apiKey) {
      sender = createTermiiSender({
        apiKey: termii.apiKey,
        senderId: termii.senderId,
        baseUrl: termii.baseUrl,
        ...(options.termiiTimeoutMs ? { timeoutMs: options.termiiTimeoutMs } : {}),
      })
    } else if (nodeEnv !== 'production') {
      const outbox = createOutboxSmsSender(app.database.db, termii.senderId)
      sender = outbox
      await app.register(devSmsRoutes(outbox))
    } else {
      throw new Error('TERMII_API_KEY is required in production')
    }
    app.outbox.addDeliverer('sms', async (row) => {
      await sender.send({ ...smsPayloadSchema.parse(row.payload), kind: row.kind })
    })
    app.decorate('sms', createSmsService({ outbox: app.outbox, publicUrl, ownerSmsNumber }))
  },
  { name: 'sms', dependencies: ['outbox'] },
)
