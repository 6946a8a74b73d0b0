import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.js'
import { seedDatabase } from '../db/seed/seed.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of the migrated, seeded data directory. */
    pgliteTemplate: string
    /** PostgreSQL: server URL and the name of the migrated, seeded template database. */
    postgresTemplate: { url: string; database: string }
  }
}

/**
 * Migrating and seeding costs seconds (PGlite's initdb alone ≈ 4 s), so it is paid once per run:
 * every test file then starts from a copy of this template (docs/engineering.md §E4).
 */
export default async function setup(project: TestProject) {
  // A project's `env` reaches its test workers, not this hook: the project's name says the engine.
  const engine = project.name.endsWith('postgres') ? 'postgres' : 'pglite'
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project')
    const database = `scentia_template_${process.pid}`
    await withAdmin(url, async (client) => {
      await client.query(`drop database if exists ${database}`)
      await client.query(`create database ${database}`)
    })
    const db = await openDatabase(
      { kind: 'postgres', url: withDatabase(url, database) },
      { poolSize: 2 },
    )
    await db.migrate()
    await seedDatabase(db.db, { withDemoData: true })
    await db.close()
    project.provide('postgresTemplate', { url, database })
    return async () => {
      await withAdmin(url, (client) => client.query(`drop database if exists ${database}`))
    }
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'scentia-pglite-'))
  const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
  await db.migrate()
  await seedDatabase(db.db, { withDemoData: true })
  const dump = await dumpPglite(db)
  await db.close()
  const file = path.join(dir, 'template.tar.gz')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}

async function dumpPglite(db: Awaited<ReturnType<typeof openDatabase>>): Promise<Blob> {
  const client = db.pgliteClient
  if (!client) throw new Error('not a PGlite database')
  return client.dumpDataDir('gzip')
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export async function withAdmin<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
