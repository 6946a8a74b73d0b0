/**
 * The key a per-address rate limit counts a client under (docs/product.md §6).
 *
 * An IPv4 address is one subscriber, so it is its own key. An IPv6 subscriber is handed a whole
 * /64 (RFC 6177) and can pick a fresh address inside it for every request: counting single
 * addresses would give one person 2⁶⁴ allowances. So IPv6 is keyed by its /64 prefix. An
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a dual-stack socket reports for an IPv4
 * peer) is the IPv4 client it wraps, so both spellings share one allowance.
 *
 * Pure string work, no `node:net`: the domain package runs in the browser too. Anything that is
 * not an IPv6 address is returned trimmed, lower-cased and cut to 64 characters (the longest real
 * address is 45): the key is stored, and a header is not a place to write kilobytes into it.
 */
export function rateLimitAddressKey(address: string): string {
  const value = address.trim().toLowerCase().slice(0, MAX_ADDRESS_LENGTH)
  if (!value.includes(':')) return value
  const groups = parseIPv6(value)
  if (!groups) return value
  const isIPv4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (isIPv4Mapped) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

const MAX_ADDRESS_LENGTH = 64
const HEX_GROUP = /^[0-9a-f]{1,4}$/
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function parseIPv6(text: string): number[] | undefined {
  // A zone (`fe80::1%eth0`) names the local interface, not the client.
  const [withoutZone = ''] = text.split('%')
  const halves = withoutZone.split('::')
  if (halves.length > 2) return undefined
  const [head = '', tail] = halves
  const headGroups = splitGroups(head)
  const tailGroups = tail === undefined ? [] : splitGroups(tail)
  if (!headGroups || !tailGroups) return undefined
  const missing = 8 - headGroups.length - tailGroups.length
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined
  return [...headGroups, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...tailGroups]
}

/** `a:b:c` or `a:b:1.2.3.4` (a dotted IPv4 tail is two groups) → numbers; '' → []. */
function splitGroups(text: string): number[] | undefined {
  if (text === '') return []
  const parts = text.split(':')
  const groups: number[] = []
  for (const [index, part] of parts.entries()) {
    const dotted = IPV4.exec(part)
    if (dotted && index === parts.length - 1) {
      const octets = dotted.slice(1).map(Number)
      if (octets.some((octet) => octet > 255)) return undefined
      const [a = 0, b = 0, c = 0, d = 0] = octets
      groups.push((a << 8) | b, (c << 8) | d)
    } else if (HEX_GROUP.test(part)) {
      groups.push(parseInt(part, 16))
    } else {
      return undefined
    }
  }
  return groups
}
