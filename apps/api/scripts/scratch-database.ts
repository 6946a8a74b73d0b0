import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../src/db/client.js'

/**
 * A database a measuring script may fill and throw away: a new database on the PostgreSQL
 * server at `serverUrl` (created here, dropped by `dispose`), or without one a PGlite data
 * directory in the system's temp folder (removed by `dispose`). `label` names both.
 */
export async function openScratchDatabase(
  label: string,
  serverUrl: string | undefined,
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (serverUrl) {
    const name = `scentia_${label.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ kind: 'postgres', url: url.toString() }, { poolSize: 4 })
    return {
      database,
      dispose: async () => {
        await database.close()
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      },
    }
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), `scentia-${label}-`))
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') })
  return {
    database,
    dispose: async () => {
      await database.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
