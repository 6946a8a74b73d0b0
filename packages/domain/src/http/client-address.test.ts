import { describe, expect, it } from 'vitest'
import { rateLimitAddressKey } from './client-address.js'

describe('rateLimitAddressKey', () => {
  it.each([
    // IPv4: one subscriber, its own key.
    ['203.0.113.7', '203.0.113.7'],
    [' 10.0.0.1 ', '10.0.0.1'],
    // IPv6: the subscriber's /64, however the address inside it is written.
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3:ffff:ffff:ffff:ffff', '2001:db8:85a3:8d3::/64'],
    ['2001:0DB8:85A3:08D3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    // IPv4-mapped IPv6 is the IPv4 client it wraps.
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    // A dotted tail on a non-mapped address is still IPv6.
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    // Not an address: left as it is (trimmed, lower-cased), never thrown on.
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['::ffff:300.1.1.1', '::ffff:300.1.1.1'],
    ['gggg::1', 'gggg::1'],
    ['unknown', 'unknown'],
    ['', ''],
    ['x'.repeat(200), 'x'.repeat(64)],
  ])('%j is counted as %j', (address, key) => {
    expect(rateLimitAddressKey(address)).toBe(key)
  })

  it('gives two addresses of one /64 one key and neighbouring /64s different keys', () => {
    const a = rateLimitAddressKey('2c0f:f5c0:440:1a2b::1')
    expect(rateLimitAddressKey('2c0f:f5c0:440:1a2b:dead:beef:0:1')).toBe(a)
    expect(rateLimitAddressKey('2c0f:f5c0:440:1a2c::1')).not.toBe(a)
  })
})
