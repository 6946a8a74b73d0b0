/**
 * The ceiling the API is compared with: a bare node:http server answering, from memory, the
 * exact status, headers and body bytes the API sent for the same path and Accept-Encoding (captured
 * once by api-throughput.ts). Run as its own process, like the API, so both get a whole event
 * loop. Usage: node --import tsx bench/plain-server.ts <fixture.json>  (PORT in the environment)
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

export interface CapturedResponse {
  path: string
  /** The Accept-Encoding the request sent ('' for none): the plain server answers by it. */
  acceptEncoding: string
  status: number
  headers: [string, string][]
  bodyBase64: string
}

export interface PlainServerFixture {
  responses: CapturedResponse[]
}

export const PLAIN_SERVER_READY_PATH = '/__plain-server-ready'

/** Headers node:http writes itself for every response; copying them would send them twice. */
const HOP_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
])

interface Prepared {
  status: number
  headers: string[]
  body: Buffer
}

function prepare(response: CapturedResponse): Prepared {
  const body = Buffer.from(response.bodyBase64, 'base64')
  const headers = response.headers
    .filter(([name]) => !HOP_HEADERS.has(name.toLowerCase()))
    .flatMap(([name, value]) => [name, value])
  headers.push('content-length', String(body.length))
  return { status: response.status, headers, body }
}

/** One map lookup per request: the least any server can do to pick the bytes. */
const keyOf = (urlPath: string, acceptEncoding: string) => `${urlPath}\n${acceptEncoding}`

function serve(fixture: PlainServerFixture, port: number) {
  const byKey = new Map<string, Prepared>()
  for (const response of fixture.responses) {
    byKey.set(keyOf(response.path, response.acceptEncoding), prepare(response))
  }
  const notFound = Buffer.from('{"success":false,"message":"not captured"}')
  const server = createServer((request, reply) => {
    if (request.url === PLAIN_SERVER_READY_PATH) {
      reply.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
      return
    }
    const chosen = byKey.get(keyOf(request.url ?? '', request.headers['accept-encoding'] ?? ''))
    if (!chosen) {
      reply
        .writeHead(404, { 'content-type': 'application/json', 'content-length': notFound.length })
        .end(notFound)
      return
    }
    reply.writeHead(chosen.status, chosen.headers).end(chosen.body)
  })
  server.keepAliveTimeout = 65_000
  server.listen(port, '127.0.0.1')
  const close = () => {
    server.close()
    server.closeAllConnections()
  }
  process.once('SIGTERM', close)
  process.once('SIGINT', close)
}

const isMain =
  process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))
if (isMain) {
  const [fixtureFile] = process.argv.slice(2)
  const port = Number(process.env.PORT)
  if (!fixtureFile || !Number.isInteger(port) || port <= 0) {
    console.error('Usage: PORT=… node --import tsx bench/plain-server.ts <fixture.json>')
    process.exit(2)
  }
  serve(JSON.parse(readFileSync(fixtureFile, 'utf8')) as PlainServerFixture, port)
}
