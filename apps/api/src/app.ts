import { createServer } from 'node:http'
import compress from '@fastify/compress'
import { validationMessage } from '@scentia/domain/text/validation-message'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppConfig } from './config/env.js'
import { fastifyTrustProxy } from './config/trust-proxy.js'
import { migrationsFolder } from './config/paths.js'
import type { Database } from './db/client.js'
import { addressesRoutes, createAddressesService } from './modules/addresses/index.js'
import {
  createAuthService,
  authRoutes,
  boundPasswordHasher,
  createPasswordHasher,
  type PasswordHasher,
  createSignInThrottle,
  type SignInThrottle,
} from './modules/auth/index.js'
import {
  adminModule,
  createAdminAuditService,
  createAdminCustomersService,
  createAdminOrdersService,
  createAdminPromosService,
  insertAuditRecord,
  createStatusChangeEvents,
} from './modules/admin/index.js'
import { contactRoutes, createContactService } from './modules/contact/index.js'
import { avatarsRoutes } from './modules/avatars/index.js'
import {
  createLocationsRepository,
  locationsRoutes,
  createLocationsService,
} from './modules/locations/index.js'
import { mailPlugin } from './modules/mail/index.js'
import { smsPlugin, type SmsPluginOptions } from './modules/sms/index.js'
import { metricsPlugin, createReadiness, type Readiness } from './modules/operations/index.js'
import { cleanupPlugin } from './modules/maintenance/index.js'
import { outboxPlugin } from './modules/outbox/index.js'
import type { OutboxWorkerOptions } from './modules/outbox/index.js'
import { notificationsRoutes, createNotificationsService } from './modules/notifications/index.js'
import { ordersModule, createOrdersService } from './modules/orders/index.js'
import {
  createPaymentPricing,
  findTransferAccount,
  paymentsModule,
  type PaymentsModuleOptions,
} from './modules/payments/index.js'
import { privacyPlugin, createPrivacyService } from './modules/privacy/index.js'
import { receiptsRoutes, createReceiptsService } from './modules/receipts/index.js'
import {
  productsQueryRoutes,
  createProductsQueryService,
  productsRoutes,
  createProductsService,
  createAdminCatalogueService,
  createAdminProductsService,
} from './modules/catalogue/index.js'
import {
  adminReviewsRoutes,
  createAdminReviewsService,
  reviewsRoutes,
  createReviewsService,
} from './modules/reviews/index.js'
import { createPromosService } from './modules/promos/index.js'
import { shippingRoutes, createShippingService } from './modules/shipping/index.js'
import {
  couriersRoutes,
  createCouriersService,
  createQuoteTokens,
  createShipbubbleCourier,
} from './modules/couriers/index.js'
import {
  inlineScriptHashes,
  registerStorefront,
  type StorefrontOptions,
} from './modules/storefront/index.js'
import { stockAlertsRoutes, createStockAlertsService } from './modules/stock-alerts/index.js'
import { combineStockHooks, createLowStockService } from './modules/low-stock/index.js'
import { createShopSettingsService, shopSettingsRoutes } from './modules/shop-settings/index.js'
import { systemRoutes } from './modules/system/index.js'
import { usersRoutes, createUsersService } from './modules/users/index.js'
import { wishlistRoutes, createWishlistService } from './modules/wishlist/index.js'
import { authPlugin } from './plugins/auth.js'
import { codeForStatus, errorHandlerPlugin } from './plugins/error-handler.js'
import { createFastPath, type FastPath } from './plugins/fast-path.js'
import { lazyChildLogger } from './plugins/lazy-request-logger.js'
import { loggerOptions } from './plugins/logger-options.js'
import { rateLimitPlugin } from './plugins/rate-limit.js'
import { refuseNulPlugin } from './plugins/refuse-nul.js'
import { securityHeadersPlugin } from './plugins/security-headers.js'

export interface AppDependencies {
  config: AppConfig
  database: Database
  /** Injected so services and tests agree on "now" (STYLE: no hidden clock). */
  clock?: () => Date
  /**
   * false for no log (most tests); otherwise where the log goes (default stdout). The level
   * and the redaction of secrets always come from the app (plugins/logger-options.ts).
   */
  logger?: false | { stream: { write(line: string): void } }
  /** Paystack timeout and the sandbox's pace (tests make it quick). */
  payments?: PaymentsModuleOptions
  /** The outbox worker's pace (tests make retries quick); defaults in outbox-worker.ts. */
  outbox?: { worker?: Partial<OutboxWorkerOptions>; scheduleCheckMs?: number }
  /** Termii's timeout (tests make it short). */
  sms?: SmsPluginOptions
  /** argon2 by default; tests wrap it to count the hashes a flood of guesses costs. */
  passwordHasher?: PasswordHasher
  /** What server renders may cost (decision 028); tests make the limits small and watch renders. */
  storefront?: Pick<StorefrontOptions, 'renderLimits' | 'wrapRenderer'>
  /** How long checkout waits for a courier's quote (decision 044: 2 s); tests shorten it. */
  couriers?: { quoteTimeoutMs?: number }
  /** Past this many bytes the §S7 list is written to files (decision 051); tests lower it. */
  catalogue?: { listInMemoryBytes?: number }
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    database: Database
    clock: () => Date
    /** The process's one hasher: its concurrency bound only holds if everyone shares it. */
    passwordHasher: PasswordHasher
    /** Sign-in limits, for every route that judges a password (decision 009). */
    signInThrottle: SignInThrottle
    /**
     * The debug surfaces this app serves (mail outbox, Paystack sandbox), each answering
     * loopback peers only; filled by the plugins that register them, logged at start, and
     * always empty in production.
     */
    devSurfaces: string[]
    /** /api/health/ready's answer; server.ts starts draining it on SIGTERM. */
    readiness: Readiness
    /** Cached public answers sent before Fastify's pipeline (decision 050). */
    fastPath: FastPath
  }
}

/** What the router's own refusals say: written for whoever followed or typed the link. */
export const ROUTER_TOO_LONG_MESSAGE =
  'That link is too long to be one of ours. Please check it and try again.'
const ROUTER_INVALID_MESSAGE = "That link doesn't look right. Please check it and try again."

/** Largest JSON body any call accepts; bigger bodies are a 413 before they are parsed. */
const BODY_LIMIT_BYTES = 64 * 1024

/** Whether Fastify writes its two lines per request (pino at info or lower; no logger: no). */
function logsEveryRequest(log: FastifyBaseLogger): boolean {
  const levels = log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }
  return typeof levels.isLevelEnabled === 'function' && levels.isLevelEnabled('info')
}

/** The whole shop as one Fastify instance: the API under /api and the storefront beside it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps
  const fastPath = createFastPath()
  const app = Fastify({
    // node:http's server as Fastify makes it, with the fast path's listener in front of
    // Fastify's (decision 050): a cached public hit skips the framework's per-request work.
    serverFactory: (handler, options) => {
      const server = createServer(options.http ?? {}, fastPath.listener(handler))
      // Fastify has filled in its defaults by now (fastify.js); typed loosely.
      server.keepAliveTimeout = Number(options.keepAliveTimeout)
      server.requestTimeout = Number(options.requestTimeout)
      server.setTimeout(Number(options.connectionTimeout))
      const perSocket = Number(options.maxRequestsPerSocket)
      if (perSocket > 0) server.maxRequestsPerSocket = perSocket
      return server
    },
    logger: deps.logger === false ? false : { ...loggerOptions(config.logLevel), ...deps.logger },
    // request.log is made when something is logged through it, not on every request.
    childLoggerFactory: lazyChildLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Only behind a known proxy may X-Forwarded-For name the client: otherwise anyone could pick
    // their own address and walk around the per-address rate limits.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The router's own failures (over-long path parameters, malformed URLs) answer in the
    // spec's error shape like every other error, instead of Fastify's default body.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400
      void reply.status(status).send({
        success: false,
        code: codeForStatus(status),
        message: status === 414 ? ROUTER_TOO_LONG_MESSAGE : ROUTER_INVALID_MESSAGE,
      })
    },
  }).withTypeProvider<ZodTypeProvider>()

  // zod's own messages are for developers; people read the domain's sentences (one error map
  // for every schema the API parses; the storefront installs the same one).
  z.config({ customError: validationMessage })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', deps.database)
  app.decorate('clock', deps.clock ?? (() => new Date()))
  app.decorate('passwordHasher', boundPasswordHasher(deps.passwordHasher ?? createPasswordHasher()))
  app.decorate('signInThrottle', createSignInThrottle({ db: deps.database.db, clock: app.clock }))
  app.decorate('devSurfaces', [])
  app.decorate('fastPath', fastPath)
  app.decorate(
    'products',
    createProductsService({
      db: deps.database.db,
      // Called on requests, after the metrics plugin below has decorated the app.
      onPrepared: (body) => {
        app.metrics.recordCataloguePreparation(body)
      },
      onRead: (read, products) => {
        app.metrics.recordCatalogueRead(read, products)
      },
      ...deps.catalogue,
    }),
  )
  app.addHook('onClose', () => app.products.close())
  app.decorate('readiness', createReadiness({ db: deps.database.db, migrationsFolder }))

  await app.register(errorHandlerPlugin)
  // First, so its onResponse hook times every request, the error answers included.
  await app.register(metricsPlugin)
  // Before any route reads its input: a NUL in text answers 400, never a failed query's 500.
  await app.register(refuseNulPlugin)
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Paystack's inline pop-up is the only third party the shop lets in (docs/product.md §6).
        // index.html's one inline script is allowed by its hash (modules/storefront).
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webRoot), 'https://js.paystack.co'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://paystack.com'],
        // blob: for the console's photo preview (an object URL of the chosen file) before upload;
        // images only, never scripts or frames.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.paystack.co', 'https://*.paystack.com'],
        connectSrc: ["'self'", 'https://api.paystack.co', 'https://*.paystack.co'],
        frameSrc: ["'self'", 'https://checkout.paystack.com', 'https://*.paystack.co'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  // Counted in the database, so every API process shares each limit (decision 009).
  await app.register(rateLimitPlugin)

  await app.register(authPlugin)
  // Before the modules that send: they add their channel and scheduled jobs (decision 013).
  await app.register(outboxPlugin, { isWorker: config.outboxWorker, ...deps.outbox })
  await app.register(mailPlugin)
  await app.register(smsPlugin, deps.sms ?? {})
  await app.register(cleanupPlugin)
  // The composition root: each service is built once, here, and handed to the routes and
  // modules that use it (STYLE: services take their dependencies explicitly).
  const { db } = deps.database
  const { clock } = app
  const privacy = createPrivacyService({
    db,
    clock,
    hasher: app.passwordHasher,
    throttle: app.signInThrottle,
  })
  await app.register(privacyPlugin, { privacy })

  const shipping = createShippingService({ db, clock })
  const orders = createOrdersService({
    db,
    transferAccountOf: (orderId) => findTransferAccount(db, orderId),
  })
  const wishlist = createWishlistService({
    db,
    products: app.products,
    clock,
    publicUrl: config.publicUrl,
  })
  const stockAlerts = createStockAlertsService({ db, mail: app.mail, clock })
  // Every stock change tells both: shoppers waiting for a restock, the owner of low stock (045).
  const stockHooks = combineStockHooks(
    stockAlerts,
    createLowStockService({ mail: app.mail, sms: app.sms, ownerEmail: config.supportEmail }),
  )
  const reviews = createReviewsService({ db, products: app.products, clock })
  // What the shopper wrote elsewhere goes in their data export too (docs/product.md §S2 Account settings).
  privacy.registry.addExportSection('reviews', ({ id }) => reviews.exportFor(id))
  privacy.registry.addExportSection('stock_alerts', ({ email }) => stockAlerts.exportFor(email))
  const promos = createPromosService({ db, clock })
  // The courier prices checkout shows are signed, so payment charges exactly them (decision 044).
  const courierQuotes = createQuoteTokens({ secret: config.courierQuoteSecret, clock })
  // One pricing path for a card, a transfer and pay on delivery (decision 020).
  const pricing = createPaymentPricing({
    db,
    shipping,
    catalogue: app.products,
    promos,
    clock,
    courierQuotes,
  })
  // The orders service announces status changes here; the admin module sends the mail after them.
  const adminEvents = createStatusChangeEvents(app.log)
  // Couriers behind one interface (decision 044): none without SHIPBUBBLE_API_KEY.
  const couriers = createCouriersService({
    db,
    courier: config.shipbubble
      ? createShipbubbleCourier({ ...config.shipbubble, clock })
      : undefined,
    shipping,
    events: adminEvents,
    clock,
    log: app.log,
    quotes: courierQuotes,
    ...deps.couriers,
  })
  const admin = {
    events: adminEvents,
    orders: createAdminOrdersService({ db, events: adminEvents, clock }),
    products: createAdminProductsService({
      db,
      catalogue: app.products,
      clock,
      stockAlerts: stockHooks,
      insertAuditRecord,
    }),
    catalogue: createAdminCatalogueService({
      db,
      catalogue: app.products,
      clock,
      stockAlerts: stockHooks,
      insertAuditRecord,
    }),
    audit: createAdminAuditService({ db }),
    customers: createAdminCustomersService({ db }),
    promos: createAdminPromosService({ db, clock }),
  }

  await app.register(
    async (api) => {
      await api.register(systemRoutes)
      await api.register(locationsRoutes, {
        locations: createLocationsService({ repository: createLocationsRepository(db) }),
      })
      await api.register(shippingRoutes, { shipping })
      await api.register(productsRoutes, {
        wishlistIdsOf: (userId: number) => wishlist.productIds(userId),
      })
      await api.register(productsQueryRoutes, {
        catalogue: createProductsQueryService({ db, catalogue: app.products }),
        wishlistIdsOf: (userId: number) => wishlist.productIds(userId),
      })
      await api.register(authRoutes, {
        auth: createAuthService({
          db,
          clock,
          hasher: app.passwordHasher,
          throttle: app.signInThrottle,
          mail: app.mail,
          tokens: app.accessTokens,
        }),
      })
      await api.register(usersRoutes, { users: createUsersService({ db, clock }) })
      await api.register(addressesRoutes, { addresses: createAddressesService({ db, clock }) })
      await api.register(ordersModule, { orders })
      await api.register(receiptsRoutes, {
        receipts: createReceiptsService({ db, supportEmail: config.supportEmail }),
      })
      await api.register(paymentsModule, {
        ...deps.payments,
        pricing,
        promos,
        stockAlerts: stockHooks,
      })
      await api.register(wishlistRoutes, { wishlist })
      await api.register(avatarsRoutes)
      await api.register(contactRoutes, {
        contact: createContactService({ db, mail: app.mail, supportEmail: config.supportEmail }),
      })
      await api.register(notificationsRoutes, {
        notifications: createNotificationsService({ db, clock }),
      })
      await api.register(reviewsRoutes, { reviews })
      await api.register(adminReviewsRoutes, {
        reviews: createAdminReviewsService({ db, products: app.products, clock }),
      })
      await api.register(stockAlertsRoutes, { stockAlerts })
      await api.register(shopSettingsRoutes, {
        settings: createShopSettingsService({ db, clock }),
      })
      await api.register(adminModule, admin)
      await api.register(couriersRoutes, {
        couriers,
        priceLines: (cartItems) => pricing.lines(cartItems),
      })
    },
    { prefix: '/api' },
  )

  await registerStorefront(app, {
    webRoot: config.webRoot,
    publicUrl: config.publicUrl,
    deliveryRatesVersion: {
      read: () => shipping.ratesVersion(),
      now: () => shipping.ratesVersionNow(),
    },
    ...deps.storefront,
    renderLimits: { perClient: config.renderLimitPerMinute, ...deps.storefront?.renderLimits },
  })
  // The plugins already refuse the outbox and the sandbox in production; this is the last word,
  // because a dev surface on the internet hands out reset links and free paid orders.
  if (config.nodeEnv === 'production' && app.devSurfaces.length > 0) {
    throw new Error(`Dev surfaces must not run in production: ${app.devSurfaces.join(', ')}`)
  }
  // Open once every route is in place. Not while Fastify logs every request (LOG_LEVEL=info and
  // lower): those lines and their request ids stay complete. Closed before Fastify's own close
  // answers 503 (decision 050).
  app.addHook('onReady', (done) => {
    if (!logsEveryRequest(app.log)) {
      fastPath.open({
        securityHeaders: app.securityHeaders,
        requestObserver: (...args) => app.metrics.requestObserver(...args),
      })
    }
    done()
  })
  app.addHook('preClose', (done) => {
    fastPath.close()
    done()
  })
  // The start log says out loud which debug surfaces are on, so nobody runs them unknowingly.
  app.addHook('onListen', async () => {
    if (app.devSurfaces.length > 0) {
      app.log.info(
        { devSurfaces: app.devSurfaces },
        `dev surfaces on, for loopback peers only: ${app.devSurfaces.join('; ')}`,
      )
    } else {
      app.log.info('no dev surfaces: mail over SMTP, SMS through Termii, payments on Paystack')
    }
  })
  return app
}
