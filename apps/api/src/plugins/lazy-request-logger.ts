import type { FastifyBaseLogger, FastifyLogFn, RawRequestDefaultExpression } from 'fastify'

/** pino's types, as Fastify's logger takes them (Fastify does not re-export the names). */
type Bindings = Parameters<FastifyBaseLogger['child']>[0]
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

/** pino's loggers can say whether a level is on (Fastify's logger type does not promise it). */
type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean }

const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAwareLogger =>
  typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function'

/**
 * The request's logger (`request.log`), made only when something is written through it.
 * Fastify makes a pino child with the request id for every request; at the shop's usual
 * `warn` level a cached catalogue answer logs nothing, so the child was pure cost on the
 * hottest path (a profile of a cached hit, decision 005). A line at an enabled level (an error
 * answer's log) makes the real child then, with the same bindings: it still carries `reqId`.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly childBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.childBindings, this.options)
    return this.#child
  }

  #at(level: Level): FastifyLogFn {
    return (...args: Parameters<FastifyLogFn>) => {
      // Until the child exists its level is the parent's.
      if (this.#child === undefined && !this.parent.isLevelEnabled(level)) return
      this.#real()[level](...args)
    }
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level
  }

  set level(level: string) {
    this.#real().level = level
  }

  fatal = this.#at('fatal')
  error = this.#at('error')
  warn = this.#at('warn')
  info = this.#at('info')
  debug = this.#at('debug')
  trace = this.#at('trace')
  silent: FastifyLogFn = () => {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options)
  }

  isLevelEnabled(level: string): boolean {
    const current = this.#child ?? this.parent
    return isLevelAware(current) ? current.isLevelEnabled(level) : true
  }
}

/**
 * Fastify's `childLoggerFactory`: the lazy logger above, or pino's child at once when the route
 * sets its own level or serializers (rare, and then the child is what was asked for).
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
  _request: RawRequestDefaultExpression,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined || !isLevelAware(logger)) {
    return logger.child(bindings, options)
  }
  return new LazyRequestLogger(logger, bindings, options)
}
