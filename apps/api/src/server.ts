import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config/env.js'
import { defaultWebRoot } from './config/paths.js'
import { openDatabase } from './db/client.js'
import { migratePhoneNumbersToE164 } from './db/data-migrations/phone-numbers.js'
import { seedDatabase } from './db/seed/seed.js'
import { exitGracefullyOnSignals } from './shutdown.js'
import { limitHeapGrowth } from './heap-growth.js'

async function main() {
  limitHeapGrowth()
  let config
  try {
    config = loadConfig(process.env, { webRoot: process.env.WEB_ROOT ?? defaultWebRoot })
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const database = await openDatabase(config.database)
  // Migrate and seed before listening (docs/decisions/012-operations.md): a process that
  // answers at all answers on a current schema, and /api/health keeps meaning "ready to test"
  // for `npm start` and the e2e web server. Processes started together take turns.
  // Data migrations that need app code (the phone library) run right after the SQL ones, under
  // the same lock, so no process serves a row in the old form (decision 014).
  const phones = await database.exclusively(async () => {
    await database.migrate()
    const report = await migratePhoneNumbersToE164(database.db)
    await seedDatabase(database.db, { withDemoData: config.nodeEnv !== 'production' })
    return report
  })
  const app = await buildApp({ config, database })
  if (phones.converted > 0) {
    app.log.info({ converted: phones.converted }, 'phone numbers converted to E.164')
  }
  if (phones.unparseable.length > 0) {
    // Row ids only, never the numbers (personal data stays out of logs).
    app.log.warn(
      { unparseable: phones.unparseable },
      'phone numbers left as they were: not Nigerian mobile numbers',
    )
  }
  exitGracefullyOnSignals({ app, database })

  await app.listen({ port: config.port, host: config.host })
}

await main()
