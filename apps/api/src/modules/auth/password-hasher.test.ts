import { describe, expect, it } from 'vitest'
import { boundPasswordHasher, type PasswordHasher } from './password-hasher.js'

/** A hasher whose every call waits until the test lets it finish. */
function gatedHasher() {
  let running = 0
  let peak = 0
  const gates: (() => void)[] = []
  const call = async <T>(value: T): Promise<T> => {
    running++
    peak = Math.max(peak, running)
    await new Promise<void>((resolve) => gates.push(resolve))
    running--
    return value
  }
  const hasher: PasswordHasher = {
    hash: (password) => call(`hash:${password}`),
    verify: () => call(true),
    verifyNobody: () => call(false as const),
  }
  return {
    hasher,
    peak: () => peak,
    started: () => gates.length,
    /** Lets the oldest running call finish. */
    finishOne: async () => {
      gates.shift()?.()
      await new Promise((resolve) => setImmediate(resolve))
    },
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('boundPasswordHasher', () => {
  it('runs at most `concurrency` hashes at once and starts the waiting ones in order', async () => {
    const gated = gatedHasher()
    const hasher = boundPasswordHasher(gated.hasher, { concurrency: 2, queue: 10 })
    const calls = ['a', 'b', 'c', 'd', 'e'].map((password) => hasher.hash(password))
    await tick()
    expect(gated.started()).toBe(2)
    for (let i = 0; i < 5; i++) await gated.finishOne()
    expect(await Promise.all(calls)).toEqual(['hash:a', 'hash:b', 'hash:c', 'hash:d', 'hash:e'])
    expect(gated.peak()).toBe(2)
  })

  it('refuses with the spec’s 503 once the queue is full, and serves again when it drains', async () => {
    const gated = gatedHasher()
    const hasher = boundPasswordHasher(gated.hasher, { concurrency: 1, queue: 2 })
    const accepted = [hasher.verify('h', 'p'), hasher.verify('h', 'p'), hasher.verifyNobody('p')]
    await expect(hasher.hash('one too many')).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVER_ERROR',
      message: 'Server error - please try again later',
    })
    for (let i = 0; i < 3; i++) await gated.finishOne()
    expect(await Promise.all(accepted)).toEqual([true, true, false])
    const later = hasher.hash('later')
    await gated.finishOne()
    expect(await later).toBe('hash:later')
  })

  it('frees the slot when a hash fails', async () => {
    const failing: PasswordHasher = {
      hash: () => Promise.reject(new Error('boom')),
      verify: () => Promise.resolve(true),
      verifyNobody: () => Promise.resolve(false),
    }
    const hasher = boundPasswordHasher(failing, { concurrency: 1, queue: 0 })
    await expect(hasher.hash('x')).rejects.toThrow('boom')
    expect(await hasher.verify('h', 'p')).toBe(true)
  })
})
