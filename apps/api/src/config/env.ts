import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Scentia <hello@scentia.ng>'),
  SUPPORT_EMAIL: z.string().default('support@scentia.ng'),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().default('https://api.paystack.co'),
  /** `true`, or a comma-separated list of trusted proxy addresses/CIDRs (Fastify's trustProxy). */
  TRUST_PROXY: z.string().max(500).optional(),
  /** Comma-separated emails whose verified accounts are the shop's owners (decision 007). */
  ADMIN_EMAILS: z.string().max(2000).optional(),
  /** Bearer token that opens /metrics to a scraper on another machine (loopback needs none). */
  METRICS_TOKEN: z.string().min(16).max(500).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string }

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  database: DatabaseConfig
  dataDir: string
  publicUrl: string
  jwtSecret: string
  smtpUrl: string | undefined
  mailFrom: string
  supportEmail: string
  paystack: { secretKey: string | undefined; publicKey: string | undefined; baseUrl: string }
  logLevel: string
  /** Opens /metrics to `Authorization: Bearer <token>`; unset, only loopback peers read it. */
  metricsToken: string | undefined
  trustProxy: boolean | string
  /** Lower-cased; a verified account with one of these emails is promoted to admin. */
  adminEmails: string[]
  /** Absolute path of the built storefront, served by the API; undefined serves no SPA. */
  webRoot: string | undefined
}

export class ConfigError extends Error {}

/**
 * Reads the runtime contract of PRODUCT.md §2 from the environment. Production refuses to start
 * on a missing secret or a sandbox payment mode, because a shop that silently runs on generated
 * secrets or fake payments is worse than one that does not start.
 */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const env = envSchema.parse(source)
  const dataDir = path.resolve(env.DATA_DIR)
  const isProduction = env.NODE_ENV === 'production'
  const database = databaseConfig(env)

  if (isProduction) {
    const missing = [
      ['DATABASE_URL', database.kind === 'postgres'],
      ['JWT_SECRET', env.JWT_SECRET],
      ['PUBLIC_URL', env.PUBLIC_URL],
      ['SMTP_URL', env.SMTP_URL],
      ['PAYSTACK_SECRET_KEY', env.PAYSTACK_SECRET_KEY],
      ['PAYSTACK_PUBLIC_KEY', env.PAYSTACK_PUBLIC_KEY],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name)
    if (missing.length > 0) {
      throw new ConfigError(`Refusing to start in production without ${missing.join(', ')}`)
    }
  }

  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    paystack: {
      secretKey: env.PAYSTACK_SECRET_KEY,
      publicKey: env.PAYSTACK_PUBLIC_KEY,
      baseUrl: env.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
    },
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
    webRoot: undefined,
    ...overrides,
  }
}

/**
 * The database the environment names: a `postgres://` DATABASE_URL, or PGlite under DATA_DIR.
 * Shared with the backup scripts, which need the database and none of the app's secrets.
 */
export function databaseConfig(source: {
  DATABASE_URL?: string
  DATA_DIR?: string
}): DatabaseConfig {
  const url = source.DATABASE_URL
  return url?.startsWith('postgres')
    ? { kind: 'postgres', url }
    : { kind: 'pglite', dataDir: path.join(path.resolve(source.DATA_DIR ?? './data'), 'pglite') }
}

/** Outside production an unset JWT_SECRET is generated once and kept, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false
  return value === 'true' ? true : value
}
