import { describe, expect, it } from 'vitest'
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.js'

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10', 10],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 172.16.0.0/12', ['10.0.0.0/8', '172.16.0.0/12']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['2001:db8::1', ['2001:db8::1']],
    ['2001:db8::/32,127.0.0.1', ['2001:db8::/32', '127.0.0.1']],
    ['::ffff:10.0.0.1', ['::ffff:10.0.0.1']],
  ])('%j → %j', (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual({ ok: true, value })
  })

  it.each([
    ['11', '11 hops'],
    ['yes', '"yes"'],
    ['10.0.0.1,', '""'],
    ['10.0.0.0/33', '"10.0.0.0/33"'],
    ['2001:db8::/129', '"2001:db8::/129"'],
    ['10.0.0.0/8/8', '"10.0.0.0/8/8"'],
    ['10.0.0.0/x', '"10.0.0.0/x"'],
    ['proxy.internal', '"proxy.internal"'],
    ['-1', '"-1"'],
    ['1.5', '"1.5"'],
  ])('refuses %j, naming %s', (raw, named) => {
    const parsed = parseTrustProxy(raw)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toContain(named)
  })
})

describe('fastifyTrustProxy', () => {
  it.each([
    [1, 0, true],
    [1, 1, false],
    [2, 1, true],
    [2, 2, false],
  ])('with %i hop(s), hop %i is a proxy: %s', (hops, hop, trusted) => {
    const trust = fastifyTrustProxy(hops)
    expect(typeof trust).toBe('function')
    if (typeof trust === 'function') expect(trust('10.0.0.1', hop)).toBe(trusted)
  })

  it.each([[false], [true], [['10.0.0.0/8']]])('passes %j through', (value) => {
    expect(fastifyTrustProxy(value)).toEqual(value)
  })
})
