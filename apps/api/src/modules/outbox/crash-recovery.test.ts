import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { openDatabase } from '../../db/client.js'
import { testEngine } from '../../test/build-test-app.js'
import { withAdmin, withDatabase } from '../../test/global-setup.js'
import { TEST_PASSWORD, uniqueEmail } from '../auth/account-fixtures.js'
import { startSmtpServer, waitUntil, type TestSmtpServer } from './smtp-test-server.js'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const server = path.join(apiRoot, 'src/server.ts')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => {
        resolve(port)
      })
    })
  })
}

/**
 * A database the child process can open as the real server does: on PostgreSQL a fresh database
 * from the run's template, on PGlite a data directory loaded from the template's dump.
 */
async function prepareDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (testEngine === 'postgres') {
    const { url, database: template } = inject('postgresTemplate')
    const name = `scentia_crash_${randomBytes(6).toString('hex')}`
    await withAdmin(url, (client) => client.query(`create database ${name} template ${template}`))
    return {
      env: { DATABASE_URL: withDatabase(url, name) },
      drop: async () => {
        await withAdmin(url, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        )
      },
    }
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scentia-crash-'))
  const dump = await readFile(inject('pgliteTemplate'))
  const database = await openDatabase(
    { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    { loadDataDir: new Blob([dump]) },
  )
  await database.close()
  return {
    env: { DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  }
}

/** The real server (src/server.ts through tsx) as its own process, answering once /api/health does. */
async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort()
  // `node --import tsx`, not the tsx CLI: the CLI runs the server in a grandchild that a
  // SIGKILL to the CLI would leave running, and this test is about the server dying.
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
      WEB_ROOT: path.join(apiRoot, 'no-web-root'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
      try {
        return (await fetch(`${url}/api/health`)).ok
      } catch {
        return false
      }
    },
    { timeoutMs: 60_000, what: 'the server to answer' },
  )
  return { child, url }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) =>
    child.once('exit', () => {
      resolve()
    }),
  )
}

describe('crash between the commit and the send', () => {
  let smtp: TestSmtpServer
  let database: Awaited<ReturnType<typeof prepareDatabase>>
  const children: ChildProcess[] = []
  beforeAll(async () => {
    smtp = await startSmtpServer()
    database = await prepareDatabase()
  }, 120_000)
  afterAll(async () => {
    for (const child of children) {
      child.kill('SIGKILL')
      await exited(child)
    }
    await smtp.close()
    await database.drop()
  })

  it('after a SIGKILL and a restart on the same database, the mail arrives once', async () => {
    const env = { ...database.env, SMTP_URL: smtp.url }
    // First life: the sign-up commits its token and its mail, but this process sends nothing.
    const first = await startServer({ ...env, OUTBOX_WORKER: 'off' })
    children.push(first.child)
    const email = uniqueEmail('crash')
    const signUp = await fetch(`${first.url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Ngozi Eze', email, password: TEST_PASSWORD }),
    })
    expect(signUp.status).toBe(201)
    first.child.kill('SIGKILL')
    await exited(first.child)
    expect(smtp.mailsTo(email)).toEqual([])

    // Second life, worker on: the committed mail is found and sent, once.
    const second = await startServer({ ...env, OUTBOX_WORKER: 'on' })
    children.push(second.child)
    await waitUntil(() => smtp.mailsTo(email).length > 0, {
      timeoutMs: 20_000,
      what: 'the mail after the restart',
    })
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const mails = smtp.mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.raw).toContain('/verification?token=')
    second.child.kill('SIGTERM')
    await exited(second.child)
  }, 180_000)
})
