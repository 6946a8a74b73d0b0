import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parseNigerianMobile } from '@scentia/domain/phone/nigerian-mobile'
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 outside production (dev surfaces stay on this machine), 0.0.0.0 in it. */
  HOST: z.string().max(255).optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Scentia <hello@scentia.ng>'),
  SUPPORT_EMAIL: z.string().default('support@scentia.ng'),
  /** The shop's WhatsApp number (a Nigerian mobile, any usual form); unset hides the chat links. */
  WHATSAPP_NUMBER: z.string().max(40).optional(),
  /** Termii (docs/product.md §5): unset outside production keeps text messages in the dev outbox. */
  TERMII_API_KEY: z.string().optional(),
  /** Termii's alphanumeric sender ID: 3 to 11 characters (Termii's rule). */
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{3,11}$/, 'must be 3 to 11 letters, digits or spaces')
    .default('Scentia'),
  TERMII_BASE_URL: z.string().default('https://api.ng.termii.com'),
  /** The owner's mobile for a text on each new paid order (a Nigerian mobile); unset sends none. */
  OWNER_SMS_NUMBER: z.string().max(40).optional(),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().default('https://api.paystack.co'),
  /**
   * Shipbubble (docs/decisions/044-couriers.md): unset, the owner's table is the only source of
   * fees and tracking numbers are typed by hand. Set, the sender address code and the package
   * category must be set too.
   */
  SHIPBUBBLE_API_KEY: z.string().max(500).optional(),
  SHIPBUBBLE_BASE_URL: z.string().default('https://api.shipbubble.com/v1'),
  /** The shop's pickup address as Shipbubble validated it (its address_code). */
  SHIPBUBBLE_SENDER_ADDRESS_CODE: z.coerce.number().int().positive().optional(),
  /** Shipbubble's package category for perfume (GET /shipping/labels/categories lists them). */
  SHIPBUBBLE_CATEGORY_ID: z.coerce.number().int().positive().optional(),
  /**
   * Signs the courier's live quote checkout shows, so payment charges exactly it
   * (docs/decisions/044-couriers.md). Required in production with SHIPBUBBLE_API_KEY; outside
   * production a fixed development value stands in.
   */
  COURIER_QUOTE_SECRET: z.string().min(32).max(500).optional(),
  /** A hop count or a comma-separated list of proxy addresses/CIDRs (see trust-proxy.ts). */
  TRUST_PROXY: z.string().max(500).optional(),
  /** Comma-separated emails whose verified accounts are the shop's owners (decision 007). */
  ADMIN_EMAILS: z.string().max(2000).optional(),
  /** Bearer token that opens /metrics to a scraper on another machine (loopback needs none). */
  METRICS_TOKEN: z.string().min(16).max(500).optional(),
  /**
   * Whether this process delivers the outbox (decision 013). Every process may, and each message
   * still goes once; `off` leaves delivery to the others (and lets the crash test stop a process
   * between the commit and the send).
   */
  OUTBOX_WORKER: z.enum(['on', 'off']).default('on'),
  /**
   * Server renders one client address may cause a minute, on all processes together (decision
   * 028); cache hits are free. Raise it for an audience behind a few carrier NAT addresses.
   */
  RENDER_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

type Env = z.infer<typeof envSchema>

/** Where the shop listens outside production unless HOST says otherwise. */
export const LOOPBACK_HOST = '127.0.0.1'

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
  /** E.164 (+2348031234567), or undefined: the SPA shows no WhatsApp link. */
  whatsappNumber: string | undefined
  paystack: { secretKey: string | undefined; publicKey: string | undefined; baseUrl: string }
  /** apiKey undefined: texts go to the dev SMS outbox (never in production: refused). */
  termii: { apiKey: string | undefined; senderId: string; baseUrl: string }
  /** undefined: no courier integration; the owner types tracking numbers (decision 044). */
  shipbubble:
    { apiKey: string; baseUrl: string; senderAddressCode: number; categoryId: number } | undefined
  /** The HMAC key of the courier quotes checkout shows and payment charges (decision 044). */
  courierQuoteSecret: string
  /** E.164, or undefined: no owner text on new paid orders. */
  ownerSmsNumber: string | undefined
  logLevel: string
  /** Opens /metrics to `Authorization: Bearer <token>`; unset, only loopback peers read it. */
  metricsToken: string | undefined
  trustProxy: TrustProxy
  /**
   * Lower-cased. Read on every request (decision 008): an account with one of these emails whose
   * password the mailbox chose is an owner; removing the email demotes it at once.
   */
  adminEmails: string[]
  /** Absolute path of the built storefront, served by the API; undefined serves no SPA. */
  webRoot: string | undefined
  /** OUTBOX_WORKER: this process delivers queued mail (decision 013). */
  outboxWorker: boolean
  /** RENDER_LIMIT_PER_MINUTE: server renders a client address may cause a minute (decision 028). */
  renderLimitPerMinute: number
}

export class ConfigError extends Error {}

/**
 * Outside production only (production with a courier refuses to start without its own): quotes
 * signed with it are worth nothing anywhere that money is real.
 */
export const DEV_COURIER_QUOTE_SECRET = 'scentia-development-courier-quote-secret'

/**
 * Reads the runtime contract of docs/product.md §2 from the environment. Production refuses to start
 * on a missing secret or a sandbox payment mode, because a shop that silently runs on generated
 * secrets or fake payments is worse than one that does not start.
 */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    // Named like the production refusals: which variable, and what is wrong with it.
    const problems = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    )
    throw new ConfigError(`Refusing to start: invalid environment\n${problems.join('\n')}`)
  }
  const env = parsed.data
  const dataDir = path.resolve(env.DATA_DIR)
  const isProduction = env.NODE_ENV === 'production'
  const database = databaseConfig(env)

  if (isProduction) {
    const problems = productionProblems(env, database)
    if (problems.length > 0) {
      throw new ConfigError(
        `Refusing to start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
      )
    }
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  if (!trustProxy.ok) throw new ConfigError(trustProxy.message)
  const whatsappNumber = parseMobileSetting('WHATSAPP_NUMBER', env.WHATSAPP_NUMBER)
  const ownerSmsNumber = parseMobileSetting('OWNER_SMS_NUMBER', env.OWNER_SMS_NUMBER)

  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : LOOPBACK_HOST),
    database,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    whatsappNumber,
    paystack: {
      secretKey: env.PAYSTACK_SECRET_KEY,
      publicKey: env.PAYSTACK_PUBLIC_KEY,
      baseUrl: env.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
    },
    termii: {
      apiKey: env.TERMII_API_KEY,
      senderId: env.TERMII_SENDER_ID,
      baseUrl: env.TERMII_BASE_URL.replace(/\/+$/, ''),
    },
    shipbubble: shipbubbleConfig(env),
    courierQuoteSecret: env.COURIER_QUOTE_SECRET ?? DEV_COURIER_QUOTE_SECRET,
    ownerSmsNumber,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    trustProxy: trustProxy.value,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
    webRoot: undefined,
    outboxWorker: env.OUTBOX_WORKER === 'on',
    renderLimitPerMinute: env.RENDER_LIMIT_PER_MINUTE,
    ...overrides,
  }
}

/**
 * A courier key without the shop's address code or the parcel category could quote nothing: the
 * start is refused with what is missing, as a wrong setting is (decision 044).
 */
function shipbubbleConfig(env: Env): AppConfig['shipbubble'] {
  const apiKey = env.SHIPBUBBLE_API_KEY?.trim()
  if (!apiKey) return undefined
  const missing = [
    ['SHIPBUBBLE_SENDER_ADDRESS_CODE', env.SHIPBUBBLE_SENDER_ADDRESS_CODE],
    ['SHIPBUBBLE_CATEGORY_ID', env.SHIPBUBBLE_CATEGORY_ID],
  ]
    .filter(([, value]) => value === undefined)
    .map(([name]) => `  - ${String(name)}: required when SHIPBUBBLE_API_KEY is set`)
  if (missing.length > 0) {
    throw new ConfigError(`Refusing to start: invalid environment\n${missing.join('\n')}`)
  }
  return {
    apiKey,
    baseUrl: env.SHIPBUBBLE_BASE_URL.replace(/\/+$/, ''),
    senderAddressCode: env.SHIPBUBBLE_SENDER_ADDRESS_CODE ?? 0,
    categoryId: env.SHIPBUBBLE_CATEGORY_ID ?? 0,
  }
}

/**
 * A chat link or an owner's text to a wrong number sends the shop's business to a stranger: a
 * number that is not a Nigerian mobile stops the start, in every environment, rather than being
 * used.
 */
function parseMobileSetting(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const parsed = parseNigerianMobile(value)
  if (!parsed.ok) {
    throw new ConfigError(`Refusing to start: invalid environment\n  - ${name}: ${parsed.message}`)
  }
  return parsed.e164
}

/**
 * Everything production must not start with, all at once: whoever deploys fixes the whole list
 * in one go instead of meeting one refusal per restart (docs/product.md §2: production fails
 * closed). Test keys and plain-http links would make a shop that takes no money, or one whose
 * reset links travel in clear; TRUST_PROXY=true lets any client write its own X-Forwarded-For
 * and so walk around every per-address limit.
 */
function productionProblems(env: Env, database: DatabaseConfig): string[] {
  const problems: string[] = []
  const missing = [
    ['DATABASE_URL (a postgres:// URL)', database.kind === 'postgres'],
    ['JWT_SECRET', env.JWT_SECRET],
    ['PUBLIC_URL', env.PUBLIC_URL],
    ['SMTP_URL', env.SMTP_URL],
    ['PAYSTACK_SECRET_KEY', env.PAYSTACK_SECRET_KEY],
    ['PAYSTACK_PUBLIC_KEY', env.PAYSTACK_PUBLIC_KEY],
    // Without it order texts would pile up in a dev outbox nobody reads (docs/product.md §5).
    ['TERMII_API_KEY', env.TERMII_API_KEY],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name)
  if (missing.length > 0) problems.push(`missing ${missing.join(', ')}`)

  if (env.PAYSTACK_SECRET_KEY && !env.PAYSTACK_SECRET_KEY.startsWith('sk_live_')) {
    problems.push('PAYSTACK_SECRET_KEY is not a live key (sk_live_…); test keys take no money')
  }
  if (env.PAYSTACK_PUBLIC_KEY && !env.PAYSTACK_PUBLIC_KEY.startsWith('pk_live_')) {
    problems.push('PAYSTACK_PUBLIC_KEY is not a live key (pk_live_…); test keys take no money')
  }
  if (env.PUBLIC_URL && !isHttpsUrl(env.PUBLIC_URL)) {
    problems.push('PUBLIC_URL must be an https:// address (mailed links carry tokens)')
  }
  // The secret key rides in every Paystack call, and reset links in every mail: neither may
  // cross the network in clear (ASVS 13.2.4; docs/security.md).
  if (!isHttpsUrl(env.PAYSTACK_BASE_URL)) {
    problems.push('PAYSTACK_BASE_URL must be an https:// address (it carries the secret key)')
  }
  // A courier's price is charged as the signed quote says: a known key would let anyone sign one.
  if (env.SHIPBUBBLE_API_KEY?.trim() && !env.COURIER_QUOTE_SECRET) {
    problems.push('missing COURIER_QUOTE_SECRET (required with SHIPBUBBLE_API_KEY)')
  }
  if (env.SHIPBUBBLE_API_KEY && !isHttpsUrl(env.SHIPBUBBLE_BASE_URL)) {
    problems.push('SHIPBUBBLE_BASE_URL must be an https:// address (it carries the API key)')
  }
  if (!isHttpsUrl(env.TERMII_BASE_URL)) {
    problems.push('TERMII_BASE_URL must be an https:// address (it carries the API key)')
  }
  if (env.SMTP_URL && !isEncryptedSmtpUrl(env.SMTP_URL)) {
    problems.push(
      'SMTP_URL must be smtps://, or smtp:// with ?requireTLS=true (mails carry reset links)',
    )
  }
  if (env.TRUST_PROXY?.trim().toLowerCase() === 'true') {
    problems.push(
      'TRUST_PROXY=true trusts every X-Forwarded-For; give the proxy hop count or addresses',
    )
  }
  return problems
}

/** smtps:// (TLS from the start), or smtp:// that refuses to go on unless STARTTLS succeeds. */
function isEncryptedSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    if (url.protocol === 'smtps:') return true
    return url.protocol === 'smtp:' && url.searchParams.get('requireTLS') === 'true'
  } catch {
    return false
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
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
