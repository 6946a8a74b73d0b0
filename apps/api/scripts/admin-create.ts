/**
 * Grants or withdraws the owner role that lives in the database (decisions 007 and 008):
 *
 *   npm run admin:create -- owner@example.ng
 *   npm run admin:create -- --remove owner@example.ng
 *
 * Only an account whose password the mailbox's reader chose can be granted: one that completed
 * registration with its password, or reset it since. An account verified before that rule must
 * reset its password first. ADMIN_EMAILS is separate and read live by the server: an email listed
 * there is an owner while it is listed, whatever this script did; this script's grant lasts until
 * `--remove`.
 *
 * Uses the same environment as the server: DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded
 * PGlite database). PGlite is one process per data directory, so with PGlite stop the server
 * first; the script refuses to run while a server answers on PORT with the embedded database.
 * PostgreSQL has no such limit: run it beside the live server. The role is read on every request,
 * so no new sign-in is needed (an owner's session still ends 12 hours after it began).
 */
import { loadConfig } from '../src/config/env.js'
import { openDatabase } from '../src/db/client.js'
import { demoteByEmail, promoteByEmail } from '../src/modules/admin/admin-accounts.repository.js'

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
  const args = process.argv.slice(2)
  const remove = args[0] === '--remove'
  const email = (remove ? args[1] : args[0])?.trim()
  if (!email || !email.includes('@') || email.length > 254) {
    console.error('Usage: npm run admin:create -- [--remove] <email of an existing account>')
    return 2
  }
  const config = loadConfig(process.env)
  if (config.database.kind === 'pglite' && (await serverHoldsPglite(config.port))) {
    console.error(
      `A Scentia server on port ${config.port} holds the embedded database (${config.dataDir}).\n` +
        'PGlite allows one process per data directory: stop the server, run this again, then start it.\n' +
        'Or list the email in ADMIN_EMAILS and restart: listed accounts that proved their mailbox are owners.',
    )
    return 1
  }
  const database = await openDatabase(config.database)
  try {
    await database.migrate()
    if (remove) {
      const result = await demoteByEmail(database.db, email, new Date())
      if (result === 'not-found') {
        console.error(`No account with the email ${email}.`)
        return 1
      }
      console.log(
        result === 'demoted'
          ? `${email} is no longer a shop owner by admin:create (ADMIN_EMAILS, if it lists it, still counts).`
          : `${email} had no owner grant from admin:create.`,
      )
      return 0
    }
    const result = await promoteByEmail(database.db, email, new Date())
    if (result === 'not-found') {
      console.error(
        `No account with the email ${email}. Sign up on the shop first, then run this again.`,
      )
      return 1
    }
    if (result === 'not-proven') {
      console.error(
        `${email} has not proven its mailbox: complete registration from the mailed link, or ` +
          'reset the password from the shop (accounts verified before decision 008 must), then ' +
          'run this again.',
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
