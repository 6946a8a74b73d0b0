import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { onCleanup } from './cleanup.js'
import { findFreePort, runCommand } from './processes.js'

/** A database for the mixed workload, and how to get rid of it. */
export interface BenchDatabase {
  url: string
  /** Where it came from, for the report: "a fresh database on BENCH_DATABASE_URL's server"… */
  origin: string
  /** `SHOW`s that change what a commit costs, read once it is up. */
  server: { version: string; fsync: string; synchronousCommit: string; maxConnections: string }
  drop: () => Promise<void>
}

/** Thrown when neither a URL nor a private cluster is possible: the section is skipped, saying why. */
export class NoPostgresError extends Error {}

/**
 * The newest PostgreSQL server binaries Debian installed (`/usr/lib/postgresql/<major>/bin`),
 * as `.ci/run` picks them.
 */
function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const majors = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b))
  const newest = majors.at(-1)
  return newest === undefined ? undefined : path.join(root, newest, 'bin')
}

async function readServerSettings(url: string): Promise<BenchDatabase['server']> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{
      version: string
      fsync: string
      synchronous_commit: string
      max_connections: string
    }>(
      `select current_setting('server_version') as version, current_setting('fsync') as fsync,
              current_setting('synchronous_commit') as synchronous_commit,
              current_setting('max_connections') as max_connections`,
    )
    const row = rows[0]
    if (!row) throw new Error('PostgreSQL answered no settings')
    return {
      version: row.version,
      fsync: row.fsync,
      synchronousCommit: row.synchronous_commit,
      maxConnections: row.max_connections,
    }
  } finally {
    await client.end()
  }
}

/**
 * A fresh database on the server a URL names (its own name, dropped after the run), so the
 * bench never reads or writes the tables someone else's tests use on that server.
 */
async function freshDatabaseOn(serverUrl: string, variable: string): Promise<BenchDatabase> {
  const name = `scentia_bench_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      // FORCE (PostgreSQL 13+) ends a connection a killed server process may have left behind.
      await client.query(`drop database if exists ${name} with (force)`)
    } finally {
      await client.end()
    }
  }
  const unregister = onCleanup(drop)
  return {
    url: url.toString(),
    origin: `a fresh database on ${variable}'s server (${url.host})`,
    server: await readServerSettings(url.toString()),
    drop: async () => {
      await drop()
      unregister()
    },
  }
}

/**
 * A private cluster as `.ci/run` starts one: initdb under a temp dir, trusted on loopback, a
 * free port. PostgreSQL refuses to run as root, so as root the cluster belongs to `postgres`.
 * Settings are the defaults (fsync on): a commit costs what it costs on this disk.
 */
async function privateCluster(): Promise<BenchDatabase> {
  const bin = findPostgresBin()
  if (!bin) {
    throw new NoPostgresError(
      'no PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server the bench may ' +
        'create a database on, or install the server (`apt-get install postgresql`) for a private cluster',
    )
  }
  const isRoot = process.getuid?.() === 0
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scentia-bench-pg-'))
  const removeDir = () => rm(dir, { recursive: true, force: true })
  const unregisterDir = onCleanup(removeDir)
  const asOwner = async (command: string, args: string[]) => {
    const quoted = [command, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ')
    const result = isRoot
      ? await runCommand('su', ['postgres', '-s', '/bin/sh', '-c', quoted])
      : await runCommand(command, args)
    if (result.code !== 0) {
      throw new NoPostgresError(
        `${path.basename(command)} failed (exit ${result.code ?? 'signal'}): ${(result.stderr || result.stdout).trim()}`,
      )
    }
  }
  if (isRoot) {
    const { stdout } = await runCommand('id', ['-u', 'postgres'])
    const { stdout: gid } = await runCommand('id', ['-g', 'postgres'])
    if (stdout.trim() === '') {
      await removeDir()
      unregisterDir()
      throw new NoPostgresError(
        'running as root and there is no postgres user to own a private cluster; set BENCH_DATABASE_URL',
      )
    }
    await chown(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  const dataDir = path.join(dir, 'data')
  const port = await findFreePort()
  await asOwner(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ])
  const stop = () =>
    asOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(
      () => undefined,
    )
  const unregisterServer = onCleanup(stop)
  await asOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    'start',
  ])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  return {
    url,
    origin: `a private cluster (${path.basename(path.dirname(bin))}, default settings) under a temp dir`,
    server: await readServerSettings(url),
    drop: async () => {
      await stop()
      unregisterServer()
      await removeDir()
      unregisterDir()
    },
  }
}

/**
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL (CI's cluster), else a private cluster. Only
 * postgres:// URLs count: the shop's PGlite is measured by section 2.
 */
export async function prepareBenchDatabase(
  env: NodeJS.ProcessEnv = process.env,
): Promise<BenchDatabase> {
  for (const variable of ['BENCH_DATABASE_URL', 'TEST_DATABASE_URL'] as const) {
    const url = env[variable]
    if (url?.startsWith('postgres')) return freshDatabaseOn(url, variable)
  }
  return privateCluster()
}
