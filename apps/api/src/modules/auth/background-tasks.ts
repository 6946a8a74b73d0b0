import type { FastifyBaseLogger } from 'fastify'

/**
 * Work the answer must not wait for. Sign-up, reset and resend answer before their mail is sent,
 * so the time an SMTP server takes cannot tell an attacker whether an email has an account
 * (PRODUCT §6). `drain()` waits for what is running, so a closing app loses no mail.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void
  drain(): Promise<void>
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>()
  return {
    run(name, task) {
      const promise = task()
        .catch((error: unknown) => {
          log.error({ err: error, task: name }, 'background task failed')
        })
        .finally(() => running.delete(promise))
      running.add(promise)
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running])
    },
  }
}
