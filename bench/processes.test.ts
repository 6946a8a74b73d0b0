import { describe, expect, it } from 'vitest'
import { parsePortRange } from './processes.js'

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
