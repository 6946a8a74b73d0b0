import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config/env.js'
import { defaultWebRoot } from './config/paths.js'
import { openDatabase } from './db/client.js'
import { seedDatabase } from './db/seed/seed.js'

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
  await database.migrate()
  await seedDatabase(database.db, { withDemoData: config.nodeEnv !== 'production' })
  const app = await buildApp({ config, database })

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
}

await main()
