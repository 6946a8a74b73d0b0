/**
 * Backs up the shop's database (docs/operations.md):
 *
 *   npm run db:backup                 # to backups/scentia-<engine>-<time>.{dump|tar.gz}
 *   npm run db:backup -- my-file.dump
 *
 * The same environment as the server: DATABASE_URL (PostgreSQL, via pg_dump; run it beside the
 * live shop) or DATA_DIR (the embedded PGlite database; stop the shop first).
 */
import { backupCommand } from '../src/db/backup.js'

process.exitCode = await backupCommand(process.argv.slice(2), process.env, console)
