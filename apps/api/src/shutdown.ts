import type { FastifyInstance } from 'fastify'
import type { Database } from './db/client.js'

/** Under the 30 s a container runtime or systemd waits before SIGKILL, with room to log and exit. */
export const SHUTDOWN_TIMEOUT_MS = 25_000

export interface ShutdownOptions {
  app: FastifyInstance
  database: Database
  timeoutMs?: number
}

/**
 * Graceful shutdown (docs/product.md §9) on SIGTERM (a deploy, the orchestrator) and SIGINT (Ctrl-C):
 * readiness turns 503 so the balancer stops sending work; `app.close()` stops accepting
 * connections, lets in-flight requests finish (Fastify answers 503 to new requests on kept-alive
 * connections) and runs every onClose hook, which drain the mail and order-event background work;
 * then the pool closes and the process exits 0. A second signal, or a drain longer than
 * `timeoutMs`, exits 1 at once: an operator who presses Ctrl-C twice means it.
 */
export function exitGracefullyOnSignals(options: ShutdownOptions): void {
  const { app, database, timeoutMs = SHUTDOWN_TIMEOUT_MS } = options
  const exit = (code: number) => process.exit(code)
  let isStopping = false

  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now')
      exit(1)
      return
    }
    isStopping = true
    app.log.info({ signal, timeoutMs }, 'shutting down: draining requests and background work')
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown took too long: exiting')
      exit(1)
    }, timeoutMs)
    // The deadline must not itself keep a finished process alive.
    deadline.unref()
    app.readiness.startDraining()
    // close() closes the connections idle at that moment; a kept-alive connection whose request
    // finishes later would otherwise hold the drain open until its keep-alive timeout.
    const sweeper = setInterval(() => {
      app.server.closeIdleConnections()
    }, 100)
    sweeper.unref()
    try {
      await app.close()
      clearInterval(sweeper)
      await database.close()
      app.log.info('shut down cleanly')
      exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      exit(1)
    }
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void stop(signal))
  }
}
