/**
 * Restores a backup made by `npm run db:backup` (docs/operations.md):
 *
 *   npm run db:restore -- backups/scentia-postgres-20261123-140000.dump
 *   npm run db:restore -- <file> --force     # replace a database that already holds data
 *
 * Into DATABASE_URL (pg_restore, in one transaction) or DATA_DIR (PGlite; a replaced directory is
 * moved aside, never deleted). Stop the shop first; start it after, and it migrates as usual.
 */
import { restoreCommand } from '../src/db/backup.js'

process.exitCode = await restoreCommand(process.argv.slice(2), process.env, console)
