import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { databaseConfig, type DatabaseConfig } from '../config/env.js'
import { PGLITE_EXTENSIONS } from './client.js'

/**
 * Backups you can restore (docs/product.md §9): `npm run db:backup` and `npm run db:restore`.
 * PostgreSQL: pg_dump's custom format (compressed, restorable table by table) and pg_restore in
 * one transaction. PGlite: its own data-directory tarball (`dumpDataDir`), loaded back with
 * `loadDataDir`. Either way a restore refuses to write over a database that holds anything
 * unless told `--force`, because the usual mistake is restoring over the live shop.
 */

/** An expected failure, told to the operator as one clear sentence (no stack trace). */
export class BackupError extends Error {}

type Engine = DatabaseConfig['kind']

/** What a file holds, from its first bytes: pg_dump's custom format, or PGlite's gzip tarball. */
async function backupKind(file: string): Promise<Engine | undefined> {
  const head = (await readFile(file)).subarray(0, 5)
  if (head.toString('latin1') === 'PGDMP') return 'postgres'
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
  return undefined
}

/**
 * pg_dump/pg_restore must be at least as new as the server: the newest under
 * /usr/lib/postgresql/<version>/bin (Debian's layout), else whatever PATH finds.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(path.join(root, version, 'bin', name)))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    if (versions[0]) return path.join(root, versions[0], 'bin', name)
  }
  return name
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) {
        resolve()
        return
      }
      const isMissing = (error as NodeJS.ErrnoException).code === 'ENOENT'
      reject(
        new BackupError(
          isMissing
            ? `${command} was not found: install the PostgreSQL client tools (apt-get install postgresql-client)`
            : `${path.basename(command)} failed: ${stderr.trim() || error.message}`,
        ),
      )
    })
  })
}

/** The URL without its password, for messages. */
function describe(config: DatabaseConfig): string {
  if (config.kind === 'pglite') return `the embedded database in ${config.dataDir}`
  const url = new URL(config.url)
  url.password = ''
  return `the PostgreSQL database ${url.toString()}`
}

/** Does the PostgreSQL database hold any table of its own (anything but the system catalogues)? */
async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%'`,
    )
    return Number(result.rows[0]?.count ?? 0) > 0
  } finally {
    await client.end()
  }
}

const isPgliteDataDir = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'))

export async function backupDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (config.kind === 'postgres') {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true })
    await run(postgresTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${config.url}`,
    ])
    return
  }
  if (!isPgliteDataDir(config.dataDir)) {
    throw new BackupError(`There is no embedded database in ${config.dataDir} to back up`)
  }
  await mkdir(path.dirname(path.resolve(file)), { recursive: true })
  const client = await PGlite.create({ dataDir: config.dataDir, extensions: PGLITE_EXTENSIONS })
  try {
    const dump = await client.dumpDataDir('gzip')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await client.close()
  }
}

export interface RestoreOptions {
  /** Replace a database that already holds data (PGlite: the old directory is kept aside). */
  force: boolean
}

/** Returns a note for the operator (where a replaced PGlite directory went), or undefined. */
export async function restoreDatabase(
  config: DatabaseConfig,
  file: string,
  { force }: RestoreOptions,
): Promise<string | undefined> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}`)
  const kind = await backupKind(file)
  if (kind === undefined) {
    throw new BackupError(`${file} is neither a pg_dump custom-format file nor a PGlite backup`)
  }
  if (kind !== config.kind) {
    throw new BackupError(
      `${file} is a ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} backup, but the environment names ${describe(config)}`,
    )
  }
  const refuse = () =>
    new BackupError(
      `${describe(config)} is not empty: refusing to restore over it. Stop the shop, then pass --force to replace its contents.`,
    )

  if (config.kind === 'postgres') {
    const hasTables = await postgresHasTables(config.url)
    if (hasTables && !force) throw refuse()
    await run(postgresTool('pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      // All or nothing: a restore that fails half-way leaves the database as it was.
      '--single-transaction',
      ...(hasTables ? ['--clean', '--if-exists'] : []),
      `--dbname=${config.url}`,
      file,
    ])
    return undefined
  }

  let note: string | undefined
  if (existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0) {
    if (!force) throw refuse()
    // Kept, not deleted: a restore over the wrong directory must be undoable.
    const aside = `${config.dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`
    await rename(config.dataDir, aside)
    note = `The replaced database was moved to ${aside}`
  }
  await mkdir(config.dataDir, { recursive: true })
  const client = await PGlite.create({
    dataDir: config.dataDir,
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([await readFile(file)]),
  })
  try {
    await client.query('select 1')
  } finally {
    await client.close()
  }
  return note
}

export function defaultBackupFile(kind: Engine, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return path.join('backups', `scentia-${kind}-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`)
}

/** PGlite is one process per data directory: a running shop on PORT must be stopped first. */
async function serverHoldsPglite(port: string | undefined): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port ?? '3000'}/api/health`, {
      signal: AbortSignal.timeout(1_000),
    })
    return ((await res.json()) as { db?: string }).db === 'pglite'
  } catch {
    return false
  }
}

interface Console {
  log(message: string): void
  error(message: string): void
}

type Env = Record<string, string | undefined>

async function guardPglite(config: DatabaseConfig, env: Env): Promise<void> {
  if (config.kind === 'pglite' && (await serverHoldsPglite(env.PORT))) {
    throw new BackupError(
      `A Scentia server on port ${env.PORT ?? '3000'} holds the embedded database. PGlite allows one process per data directory: stop the server first.`,
    )
  }
}

/** `npm run db:backup -- [file]`: exit code 0, or 1 with the reason on stderr. */
export async function backupCommand(args: string[], env: Env, out: Console): Promise<number> {
  const config = databaseConfig(env)
  const file = args[0] ?? defaultBackupFile(config.kind, new Date())
  try {
    await guardPglite(config, env)
    await backupDatabase(config, file)
    const { size } = await stat(file)
    out.log(`Backed up ${describe(config)} to ${file} (${Math.ceil(size / 1024)} KB)`)
    return 0
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    out.error(`Backup failed: ${error.message}`)
    return 1
  }
}

/** `npm run db:restore -- <file> [--force]`. */
export async function restoreCommand(args: string[], env: Env, out: Console): Promise<number> {
  const force = args.includes('--force')
  const file = args.find((arg) => !arg.startsWith('--'))
  if (!file) {
    out.error('Usage: npm run db:restore -- <backup file> [--force]')
    return 2
  }
  const config = databaseConfig(env)
  try {
    await guardPglite(config, env)
    const note = await restoreDatabase(config, file, { force })
    out.log(`Restored ${file} into ${describe(config)}`)
    if (note) out.log(note)
    return 0
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    out.error(`Restore failed: ${error.message}`)
    return 1
  }
}
