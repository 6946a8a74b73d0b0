/**
 * Makes an existing account a shop owner (decision 007):
 *
 *   npm run admin:create -- owner@example.ng
 *
 * Uses the same environment as the server: DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded
 * PGlite database). PGlite is one process per data directory, so with PGlite stop the server
 * first; the script refuses to run while a server answers on PORT with the embedded database.
 * PostgreSQL has no such limit: run it beside the live server. The owner signs in as usual; the
 * role is read on every request, so no new sign-in is needed.
 */
import { loadConfig } from '../src/config/env.js'
import { openDatabase } from '../src/db/client.js'
import { promoteByEmail } from '../src/modules/admin/admin-accounts.repository.js'

async function serverHoldsPglite(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(1_000),
    })
    const body = (await res.json()) as { db?: string }
    return body.db === 'pglite'
  } catch {
    return false
  }
}

async function main(): Promise<number> {
  const email = process.argv[2]?.trim()
  if (!email || !email.includes('@') || email.length > 254) {
    console.error('Usage: npm run admin:create -- <email of an existing account>')
    return 2
  }
  const config = loadConfig(process.env)
  if (config.database.kind === 'pglite' && (await serverHoldsPglite(config.port))) {
    console.error(
      `A Scentia server on port ${config.port} holds the embedded database (${config.dataDir}).\n` +
        'PGlite allows one process per data directory: stop the server, run this again, then start it.\n' +
        'Or list the email in ADMIN_EMAILS and restart: verified accounts listed there become owners.',
    )
    return 1
  }
  const database = await openDatabase(config.database)
  try {
    await database.migrate()
    const result = await promoteByEmail(database.db, email)
    if (result === 'not-found') {
      console.error(
        `No account with the email ${email}. Sign up on the shop first, then run this again.`,
      )
      return 1
    }
    console.log(
      result === 'promoted'
        ? `${email} is now a shop owner.`
        : `${email} was already a shop owner.`,
    )
    return 0
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
