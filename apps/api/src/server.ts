import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config/env.js'
import { defaultWebRoot } from './config/paths.js'
import { openDatabase } from './db/client.js'
import { seedDatabase } from './db/seed/seed.js'
import { exitGracefullyOnSignals } from './shutdown.js'

async function main() {
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
  await database.exclusively(async () => {
    await database.migrate()
    await seedDatabase(database.db, { withDemoData: config.nodeEnv !== 'production' })
  })
  const app = await buildApp({ config, database })
  exitGracefullyOnSignals({ app, database })

  await app.listen({ port: config.port, host: config.host })
}

await main()
