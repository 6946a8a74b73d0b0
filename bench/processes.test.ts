import { describe, expect, it } from 'vitest'
import { findFreePort, parsePortRange } from './processes.js'

describe('parsePortRange (BENCH_PORTS)', () => {
  it.each([
    ['3102-3104', [3102, 3103, 3104]],
    [' 3102-3102 ', [3102]],
    [undefined, undefined],
    ['', undefined],
    ['3102', undefined],
    ['3109-3102', undefined],
    ['0-10', undefined],
    ['65535-65536', undefined],
  ])('%j → %j', (value, ports) => {
    expect(parsePortRange(value)).toEqual(ports)
  })
})

describe('findFreePort', () => {
  it('hands out each port of BENCH_PORTS once, though nothing listens on it yet', async () => {
    const saved = process.env.BENCH_PORTS
    delete process.env.BENCH_PORTS
    const first = await findFreePort()
    process.env.BENCH_PORTS = `${String(first)}-${String(first + 20)}`
    try {
      // Two servers started together: neither listens until both have their port.
      const [a, b] = [await findFreePort(), await findFreePort()]
      expect(a).not.toBe(first)
      expect(b).not.toBe(a)
    } finally {
      if (saved === undefined) delete process.env.BENCH_PORTS
      else process.env.BENCH_PORTS = saved
    }
  })
})
