import { describe, expect, it } from 'vitest'
import {
  aggregateSteps,
  CallBudget,
  checkoutFigure,
  countByProcess,
  errorsByStepAndStatus,
  inWindow,
  percentile,
  type Sample,
} from './mixed-stats.js'

const sample = (overrides: Partial<Sample>): Sample => ({
  step: 'catalogue',
  startedAtMs: 0,
  durationMs: 10,
  status: 200,
  ok: true,
  process: 0,
  ...overrides,
})

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
  it.each([
    [[5], 50, 5],
    [[5], 99, 5],
    [[3, 1, 2], 50, 2],
    [[1, 2, 3, 4], 50, 2],
    [hundred, 50, 50],
    [hundred, 99, 99],
    [hundred, 100, 100],
    [[...hundred, 1000], 99, 100],
    [[...hundred, 1000, 2000], 99, 1000],
  ])('of %j at p%d is %d', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected)
  })

  it('is NaN for no values, never a reassuring 0', () => {
    expect(percentile([], 99)).toBeNaN()
  })

  it('does not reorder its input', () => {
    const values = [3, 1, 2]
    percentile(values, 50)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('inWindow', () => {
  it('keeps what started in [from, to), however long it ran', () => {
    const samples = [
      sample({ startedAtMs: 999 }),
      sample({ startedAtMs: 1000 }),
      sample({ startedAtMs: 5999, durationMs: 5000 }),
      sample({ startedAtMs: 6000 }),
    ]
    expect(inWindow(samples, { fromMs: 1000, toMs: 6000 }).map((kept) => kept.startedAtMs)).toEqual(
      [1000, 5999],
    )
  })
})

describe('aggregateSteps', () => {
  it('gives one row per step in journey order, with rate, percentiles and errors', () => {
    const samples = [
      sample({ step: 'verify', durationMs: 40 }),
      sample({ step: 'catalogue', durationMs: 2 }),
      sample({ step: 'catalogue', durationMs: 4 }),
      sample({ step: 'catalogue', durationMs: 30, status: 500, ok: false }),
      sample({ step: 'verify', durationMs: 20 }),
    ]
    expect(aggregateSteps(samples, 2)).toEqual([
      { step: 'catalogue', requests: 3, perSecond: 1.5, p50Ms: 4, p99Ms: 30, maxMs: 30, errors: 1 },
      { step: 'verify', requests: 2, perSecond: 1, p50Ms: 20, p99Ms: 40, maxMs: 40, errors: 0 },
    ])
  })

  it('leaves out steps nobody took', () => {
    expect(aggregateSteps([], 10)).toEqual([])
  })
})

describe('errorsByStepAndStatus', () => {
  it('counts failures by step and status, journey order then most frequent', () => {
    const samples = [
      sample({ step: 'checkout', status: 409, ok: false }),
      sample({ step: 'initialize', status: 429, ok: false }),
      sample({ step: 'initialize', status: 500, ok: false }),
      sample({ step: 'initialize', status: 500, ok: false }),
      sample({ step: 'verify', status: 200, ok: false, problem: 'not success' }),
      sample({ step: 'catalogue', status: 0, ok: false, problem: 'TimeoutError' }),
      sample({ step: 'catalogue' }),
    ]
    expect(errorsByStepAndStatus(samples)).toEqual([
      { step: 'catalogue', status: 'no answer: TimeoutError', count: 1 },
      { step: 'initialize', status: '500', count: 2 },
      { step: 'initialize', status: '429', count: 1 },
      { step: 'verify', status: '200: not success', count: 1 },
      { step: 'checkout', status: '409', count: 1 },
    ])
  })

  it('is empty when everything succeeded', () => {
    expect(errorsByStepAndStatus([sample({}), sample({ step: 'verify' })])).toEqual([])
  })
})

describe('countByProcess', () => {
  it('counts each process, an idle one as 0', () => {
    const samples = [sample({ process: 0 }), sample({ process: 0 }), sample({ process: 2 })]
    expect(countByProcess(samples, 3)).toEqual([2, 0, 1])
  })
})

describe('checkoutFigure', () => {
  it('judges the p99 of complete purchases against the goal', () => {
    const purchases = Array.from({ length: 100 }, (_, i) => ({ startedAtMs: 0, shopMs: i + 1 }))
    expect(checkoutFigure(purchases, 150)).toEqual({
      purchases: 100,
      p50Ms: 50,
      p99Ms: 99,
      maxMs: 100,
      goalP99Ms: 150,
      meetsGoal: true,
    })
    expect(checkoutFigure(purchases, 98).meetsGoal).toBe(false)
  })

  it('does not meet the goal without a single purchase', () => {
    const figure = checkoutFigure([])
    expect(figure.meetsGoal).toBe(false)
    expect(figure.p99Ms).toBeNaN()
  })
})

describe('CallBudget', () => {
  it('allows max calls in any window, and more once the oldest left it', () => {
    const budget = new CallBudget(2, 1000)
    expect(budget.canCall(0)).toBe(true)
    budget.record(0)
    budget.record(500)
    expect(budget.canCall(999)).toBe(false)
    expect(budget.canCall(1000)).toBe(true)
    budget.record(1000)
    expect(budget.canCall(1499)).toBe(false)
    expect(budget.canCall(1500)).toBe(true)
  })
})
