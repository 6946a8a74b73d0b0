import { startTestHttpServer } from '../../test/http-test-server.js'

/** One POST /api/sms/send the fake received, body parsed. */
export interface TermiiRequest {
  path: string
  body: {
    api_key?: string
    to?: string
    from?: string
    sms?: string
    type?: string
    channel?: string
  }
}

export interface FakeTermii {
  url: string
  /** Every request, the failed ones included, in arrival order. */
  requests: TermiiRequest[]
  /** Requests answered as sent. */
  sent(): TermiiRequest[]
  /** The next `count` requests answer 500 (an outage); then it sends again. */
  failNext(count: number): void
  close(): Promise<void>
}

/**
 * A Termii-shaped HTTP server for tests (a third party, so faked over real HTTP): answers
 * POST /api/sms/send as Termii documents it, `{ message_id, message: "Successfully Sent",
 * balance, user }`, or 500 while told to fail.
 */
export async function startFakeTermii(): Promise<FakeTermii> {
  const requests: TermiiRequest[] = []
  const sentIndexes: number[] = []
  let failures = 0
  let nextId = 9_122_821_270_554_876
  const server = await startTestHttpServer((request, text, response) => {
    let body: TermiiRequest['body'] = {}
    try {
      body = JSON.parse(text) as TermiiRequest['body']
    } catch {
      // Recorded as an empty body; the test sees it.
    }
    requests.push({ path: request.url ?? '', body })
    response.setHeader('content-type', 'application/json')
    if (request.method !== 'POST' || request.url !== '/api/sms/send') {
      response.statusCode = 404
      response.end(JSON.stringify({ message: 'Not found' }))
      return
    }
    if (failures > 0) {
      failures -= 1
      response.statusCode = 500
      response.end(JSON.stringify({ message: 'Internal Server Error' }))
      return
    }
    sentIndexes.push(requests.length - 1)
    nextId += 1
    response.end(
      JSON.stringify({
        message_id: String(nextId),
        message: 'Successfully Sent',
        balance: 100,
        user: 'Scentia Tests',
      }),
    )
  })
  return {
    url: server.url,
    requests,
    sent: () => sentIndexes.flatMap((index) => requests[index] ?? []),
    failNext(count) {
      failures = count
    },
    close: () => server.close(),
  }
}
