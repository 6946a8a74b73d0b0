import { connect, createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A TCP proxy between the app and its PostgreSQL server, for the fault tests (imported by
 * *.test.ts only). The server is shared with every test running at the same time, so a test never
 * stops it: it cuts its own app's path to it instead. While cut, open connections are dropped and
 * new ones are reset at once, as a restarting server's port does.
 */
export interface TcpProxy {
  /** The proxy's own port, on 127.0.0.1. */
  port: number
  /** Drops every open connection and resets new ones until `restore`. */
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>()
  let isCut = false
  const server = createServer((client) => {
    if (isCut) {
      client.resetAndDestroy()
      return
    }
    const upstream = connect(target.port, target.host)
    const pair = [client, upstream]
    const drop = () => {
      for (const socket of pair) {
        socket.destroy()
        open.delete(socket)
      }
    }
    for (const socket of pair) {
      open.add(socket)
      socket.on('error', drop)
      socket.on('close', drop)
    }
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const dropAll = () => {
    for (const socket of open) socket.destroy()
    open.clear()
  }
  return {
    port,
    cut() {
      isCut = true
      dropAll()
    },
    restore() {
      isCut = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll()
        server.close(() => {
          resolve()
        })
      }),
  }
}
