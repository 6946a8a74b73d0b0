/**
 * The mixed workload's arithmetic, kept apart from the sockets so it can be tested: which
 * samples count, percentiles per step, errors by step and status, the checkout figure and the
 * invariants read from the database after the run.
 */

/** The requests a shopper makes, in the order a journey makes them (and the report lists them). */
export const STEPS = [
  'catalogue',
  'product',
  'delivery fee',
  'cart pricing',
  'initialize',
  'sandbox charge',
  'verify',
  'checkout',
] as const
export type StepName = (typeof STEPS)[number]

/** The three calls of the shop's own checkout (the sandbox charge is Paystack's part). */
export const CHECKOUT_STEPS: readonly StepName[] = ['initialize', 'verify', 'checkout']

/** docs/product.md §9 / checkout (initialize + verify + checkout) p99 ≤ 150 ms. */
export const CHECKOUT_P99_GOAL_MS = 150

/** One request as the load generator saw it. */
export interface Sample {
  step: StepName
  /** Milliseconds since the run started (performance.now() based). */
  startedAtMs: number
  durationMs: number
  /** The HTTP status; 0 when no answer came (refused, reset, timed out). */
  status: number
  /** False for a non-2xx, no answer, or a 2xx whose body said the step did not happen. */
  ok: boolean
  /** Which shop process answered (0-based, in start order). */
  process: number
  /** Why a failed sample failed, when the status alone does not say (a 2xx with a wrong body). */
  problem?: string
}

/** One complete purchase: its three shop calls, measured back to back without the pauses. */
export interface PurchaseSample {
  startedAtMs: number
  /** initialize + verify + checkout, each as measured; the shopper's pauses and the charge are not in it. */
  shopMs: number
}

/** Nearest-rank percentile (the value at or below which p % of the samples fall); NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN
}

/**
 * The samples that count: started after the warm-up and before the end of the timed part. A
 * request that started in time and finished after the end still counts: cutting it would drop
 * exactly the slowest ones.
 */
export function inWindow<T extends { startedAtMs: number }>(
  samples: readonly T[],
  window: { fromMs: number; toMs: number },
): T[] {
  return samples.filter(
    (sample) => sample.startedAtMs >= window.fromMs && sample.startedAtMs < window.toMs,
  )
}

export interface StepRow {
  step: StepName
  requests: number
  perSecond: number
  /** Latency of every request of the step, the failed ones included (a fast 500 is still an answer). */
  p50Ms: number
  p99Ms: number
  maxMs: number
  errors: number
}

/** One row per step that has samples, in journey order. */
export function aggregateSteps(samples: readonly Sample[], seconds: number): StepRow[] {
  const rows: StepRow[] = []
  for (const step of STEPS) {
    const mine = samples.filter((sample) => sample.step === step)
    if (mine.length === 0) continue
    const durations = mine.map((sample) => sample.durationMs)
    rows.push({
      step,
      requests: mine.length,
      perSecond: seconds > 0 ? mine.length / seconds : Number.NaN,
      p50Ms: percentile(durations, 50),
      p99Ms: percentile(durations, 99),
      maxMs: Math.max(...durations),
      errors: mine.filter((sample) => !sample.ok).length,
    })
  }
  return rows
}

/** Requests per process, so the report shows both processes carried the load. */
export function countByProcess(samples: readonly Sample[], processes: number): number[] {
  const counts = Array.from({ length: processes }, () => 0)
  for (const sample of samples) counts[sample.process] = (counts[sample.process] ?? 0) + 1
  return counts
}

export interface ErrorRow {
  step: StepName
  /** "429", "500", "no answer", or "200: <what was wrong>". */
  status: string
  count: number
}

function errorLabel(sample: Sample): string {
  if (sample.status === 0) return sample.problem ? `no answer: ${sample.problem}` : 'no answer'
  return sample.problem ? `${sample.status}: ${sample.problem}` : String(sample.status)
}

/** Failed samples counted by step and status, journey order then most frequent first. */
export function errorsByStepAndStatus(samples: readonly Sample[]): ErrorRow[] {
  const counts = new Map<string, ErrorRow>()
  for (const sample of samples) {
    if (sample.ok) continue
    const status = errorLabel(sample)
    const key = `${sample.step}\u0000${status}`
    const row = counts.get(key) ?? { step: sample.step, status, count: 0 }
    row.count += 1
    counts.set(key, row)
  }
  return [...counts.values()].sort(
    (a, b) =>
      STEPS.indexOf(a.step) - STEPS.indexOf(b.step) ||
      b.count - a.count ||
      a.status.localeCompare(b.status),
  )
}

export interface CheckoutFigure {
  purchases: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  goalP99Ms: number
  meetsGoal: boolean
}

/** The headline: complete purchases' initialize + verify + checkout against the goal. */
export function checkoutFigure(
  purchases: readonly PurchaseSample[],
  goalP99Ms = CHECKOUT_P99_GOAL_MS,
): CheckoutFigure {
  const durations = purchases.map((purchase) => purchase.shopMs)
  const p99Ms = percentile(durations, 99)
  return {
    purchases: purchases.length,
    p50Ms: percentile(durations, 50),
    p99Ms,
    maxMs: durations.length === 0 ? Number.NaN : Math.max(...durations),
    goalP99Ms,
    // No purchase measured is no evidence: it does not meet the goal.
    meetsGoal: durations.length > 0 && p99Ms <= goalP99Ms,
  }
}

/**
 * Per-account pacing so no purchase meets a rate limit: the shop allows 20 initialisations a
 * minute per account in a fixed window that opens at the first hit, so at most `max` calls in
 * any `windowMs` (a sliding log, a little stricter) can never trip it.
 */
export class CallBudget {
  private readonly calls: number[] = []
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  canCall(nowMs: number): boolean {
    while (this.calls.length > 0 && (this.calls[0] ?? 0) <= nowMs - this.windowMs)
      this.calls.shift()
    return this.calls.length < this.max
  }

  record(nowMs: number): void {
    this.calls.push(nowMs)
  }
}
