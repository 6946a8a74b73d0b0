import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The plumbing every fake third party (Paystack, Termii) shares: a real HTTP server on a free
 * loopback port, each request's body read whole before the handler answers, and a close that
 * drops kept-alive connections so a test file's afterAll never waits on the app's client pool.
 */
export interface TestHttpServer {
  url: string
  close(): Promise<void>
}

export type TestHttpHandler = (
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
) => Promise<void> | void

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'))
    })
    request.on('error', reject)
  })
}

/** `port` 0 (the default) takes a free one; the e2e run's fake courier asks for a known one. */
export async function startTestHttpServer(
  handler: TestHttpHandler,
  { port: wantedPort = 0 }: { port?: number } = {},
): Promise<TestHttpServer> {
  const server = createServer((request, response) => {
    void readBody(request).then((body) => handler(request, body, response))
  })
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}
