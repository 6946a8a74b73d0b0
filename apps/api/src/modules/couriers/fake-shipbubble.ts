import { randomBytes } from 'node:crypto'
import { startTestHttpServer } from '../../test/http-test-server.js'
import { signShipbubblePayload, SHIPBUBBLE_SIGNATURE_HEADER } from './shipbubble-client.js'

/** One request the fake received, body parsed. */
export interface ShipbubbleRequest {
  method: string
  path: string
  authorization: string | undefined
  body: Record<string, unknown>
}

export interface FakeLabel {
  orderId: string
  /** The shop's order id, from the rate request's delivery instructions. */
  reference: string | null
  courier: string
  trackingCode: string
  trackingUrl: string
  fee: number
  status: string
}

export interface FakeShipbubble {
  url: string
  apiKey: string
  requests: ShipbubbleRequest[]
  labels: FakeLabel[]
  /** The cheapest courier's price for the next quotes, in naira. */
  setRate(fee: number): void
  /** The next `count` requests answer 500 (an outage). */
  failNext(count: number): void
  /** Every request waits this long before answering (a slow courier); 0 for none. */
  delay(ms: number): void
  /** Label creation answers `status: failed` with this message until cleared with null. */
  refuseLabels(message: string | null): void
  /** A signed webhook for a label, as Shipbubble would POST it: the body and its headers. */
  webhook(
    orderId: string,
    status: string,
    options?: { event?: string; key?: string },
  ): { body: string; headers: Record<string, string> }
  close(): Promise<void>
}

const COURIER = { courier_id: 'gigl', courier_name: 'GIG Logistics', service_code: 'gigl_standard' }

/**
 * A Shipbubble-shaped HTTP server for tests and the e2e run (a third party, so faked over real
 * HTTP, as Paystack and Termii are): address validation, rates across couriers with a
 * request_token, label creation, cancel and list, with the `{ status, message, data }` envelope
 * and Bearer key docs.shipbubble.com describes; an outage, a slow answer or a refused label on
 * demand.
 */
export async function startFakeShipbubble({
  apiKey = `sb_test_${randomBytes(12).toString('hex')}`,
  port = 0,
  webhookUrl,
}: {
  apiKey?: string
  port?: number
  /**
   * Where `POST /__simulate { order, status }` delivers a signed webhook for the label booked for
   * that shop order (Shipbubble's sandbox has a webhook simulator too): the e2e run's control.
   */
  webhookUrl?: string
} = {}): Promise<FakeShipbubble> {
  const requests: ShipbubbleRequest[] = []
  const labels: FakeLabel[] = []
  const tokens = new Map<string, { fee: number; reference: string | null }>()
  let rateFee = 6_200
  let failures = 0
  let delayMs = 0
  let refusal: string | null = null
  let nextAddress = 1_000
  let nextLabel = 0

  const server = await startTestHttpServer(
    async (request, text, response) => {
      let body: Record<string, unknown> = {}
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
      } catch {
        // Recorded as empty; the test sees it.
      }
      const path = request.url ?? ''
      const method = request.method ?? 'GET'
      if (method === 'GET' && path === '/') {
        response.end('fake shipbubble')
        return
      }
      if (method === 'POST' && path === '/__simulate' && webhookUrl) {
        const label = labels.find((one) => one.reference === body.order)
        if (!label || typeof body.status !== 'string') {
          response.statusCode = 404
          response.end('no label for that order')
          return
        }
        const hook = signedWebhook(label.orderId, body.status, {})
        const answer = await fetch(webhookUrl, {
          method: 'POST',
          headers: hook.headers,
          body: hook.body,
        })
        response.statusCode = answer.status
        response.end(await answer.text())
        return
      }
      requests.push({ method, path, authorization: request.headers.authorization, body })
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
      if (response.destroyed) return
      const send = (status: number, payload: unknown) => {
        response.statusCode = status
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify(payload))
      }
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        send(401, { status: 'failed', message: 'Invalid API key' })
        return
      }
      if (failures > 0) {
        failures -= 1
        send(500, { status: 'failed', message: 'Internal server error' })
        return
      }
      if (method === 'POST' && path === '/shipping/address/validate') {
        if (typeof body.address !== 'string' || body.address.trim() === '') {
          send(400, { status: 'failed', message: 'Address is required' })
          return
        }
        nextAddress += 1
        send(200, {
          status: 'success',
          message: 'Address validated',
          data: { address_code: nextAddress },
        })
        return
      }
      if (method === 'POST' && path === '/shipping/fetch_rates') {
        const token = randomBytes(16).toString('hex')
        const instructions =
          typeof body.delivery_instructions === 'string' ? body.delivery_instructions : ''
        tokens.set(token, { fee: rateFee, reference: /ORD\d{10}/.exec(instructions)?.[0] ?? null })
        const cheapest = { ...COURIER, total: rateFee, rate_card_amount: rateFee }
        send(200, {
          status: 'success',
          message: 'Retrieved successfully',
          data: {
            request_token: token,
            couriers: [
              cheapest,
              {
                courier_id: 'kwik',
                courier_name: 'Kwik',
                service_code: 'kwik',
                total: rateFee + 900,
              },
            ],
            cheapest_courier: cheapest,
          },
        })
        return
      }
      if (method === 'POST' && path === '/shipping/labels') {
        const rated =
          typeof body.request_token === 'string' ? tokens.get(body.request_token) : undefined
        if (rated === undefined) {
          send(400, { status: 'failed', message: 'Invalid request token' })
          return
        }
        if (refusal) {
          send(400, { status: 'failed', message: refusal })
          return
        }
        nextLabel += 1
        const orderId = `SB-${randomBytes(6).toString('hex').toUpperCase()}`
        const { fee, reference } = rated
        const label: FakeLabel = {
          orderId,
          reference,
          courier: COURIER.courier_name,
          trackingCode: `GIG${String(4_815_000 + nextLabel)}`,
          trackingUrl: `https://tracking.example/orders/${orderId}`,
          fee,
          status: 'pending',
        }
        labels.push(label)
        send(200, {
          status: 'success',
          message: `Order successfully routed to ${label.courier}`,
          data: {
            order_id: orderId,
            status: 'pending',
            courier: { name: label.courier, tracking_code: label.trackingCode },
            tracking_url: label.trackingUrl,
            payment: { shipping_fee: fee, currency: 'NGN' },
          },
        })
        return
      }
      const cancel = /^\/shipping\/labels\/cancel\/([^/]+)$/.exec(path)
      if (method === 'POST' && cancel) {
        const label = labels.find((one) => one.orderId === decodeURIComponent(cancel[1] ?? ''))
        if (!label) {
          send(404, { status: 'failed', message: 'Shipment not found' })
          return
        }
        label.status = 'cancelled'
        send(200, {
          status: 'success',
          message: 'Shipment cancelled',
          data: { order_id: label.orderId },
        })
        return
      }
      const list = /^\/shipping\/labels\/list\/([^/]+)$/.exec(path)
      if (method === 'GET' && list) {
        const label = labels.find((one) => one.orderId === decodeURIComponent(list[1] ?? ''))
        send(200, {
          status: 'success',
          message: 'Retrieved',
          data: { results: label ? [{ order_id: label.orderId, status: label.status }] : [] },
        })
        return
      }
      send(404, { status: 'failed', message: 'Not found' })
    },
    { port },
  )

  return {
    url: server.url,
    apiKey,
    requests,
    labels,
    setRate(fee) {
      rateFee = fee
    },
    failNext(count) {
      failures = count
    },
    delay(ms) {
      delayMs = ms
    },
    refuseLabels(message) {
      refusal = message
    },
    webhook: (orderId, status, options = {}) => signedWebhook(orderId, status, options),
    close: () => server.close(),
  }

  function signedWebhook(
    orderId: string,
    status: string,
    { event = 'shipment.status.changed', key = apiKey }: { event?: string; key?: string },
  ): { body: string; headers: Record<string, string> } {
    {
      const label = labels.find((one) => one.orderId === orderId)
      const body = JSON.stringify({
        event,
        order_id: orderId,
        status,
        courier: {
          name: label?.courier ?? COURIER.courier_name,
          tracking_code: label?.trackingCode ?? null,
        },
        tracking_url: label?.trackingUrl ?? null,
        package_status: [{ status, datetime: new Date().toISOString() }],
        date: new Date().toISOString(),
      })
      return {
        body,
        headers: {
          'content-type': 'application/json',
          [SHIPBUBBLE_SIGNATURE_HEADER]: signShipbubblePayload(body, key),
        },
      }
    }
  }
}
