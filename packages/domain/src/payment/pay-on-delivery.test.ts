import { describe, expect, it } from 'vitest'
import {
  readPodCeiling,
  DEFAULT_POD_CEILING_NAIRA,
  podAvailabilityMessage,
  podEligibility,
  type PodOrder,
  type PodSettings,
} from './pay-on-delivery'

const on: PodSettings = { enabled: true, ceilingNaira: DEFAULT_POD_CEILING_NAIRA }
const lagosOrder: PodOrder = {
  state: 'Lagos',
  totalNaira: 45_000,
  accountVerified: true,
  phoneNumber: '+2348031234567',
}

describe('podEligibility', () => {
  it.each([
    ['a verified Lagos order under the ceiling', on, {}, null],
    ['exactly at the ceiling', on, { totalNaira: 100_000 }, null],
    ['the local form of the mobile', on, { phoneNumber: '0803 123 4567' }, null],
    ['switched off', { ...on, enabled: false }, {}, 'switched_off'],
    ['Kano', on, { state: 'Kano' }, 'outside_lagos'],
    ['a naira over the ceiling', on, { totalNaira: 100_001 }, 'over_ceiling'],
    ['a raised ceiling', { ...on, ceilingNaira: 200_000 }, { totalNaira: 150_000 }, null],
    ['an unverified account', on, { accountVerified: false }, 'unverified'],
    ['a Lagos landline', on, { phoneNumber: '01 271 0000' }, 'no_mobile'],
    ['a foreign number', on, { phoneNumber: '+44 20 7946 0958' }, 'no_mobile'],
  ] as const)('%s', (_name, settings, change, reason) => {
    const result = podEligibility(settings, { ...lagosOrder, ...change })
    if (reason === null) expect(result).toEqual({ ok: true })
    else expect(result).toMatchObject({ ok: false, reason })
  })

  it('says where and up to how much', () => {
    expect(podEligibility(on, { ...lagosOrder, state: 'Kano' })).toMatchObject({
      message: 'Pay on delivery is available for Lagos deliveries up to ₦100,000',
    })
    expect(podAvailabilityMessage(150_000)).toBe(
      'Pay on delivery is available for Lagos deliveries up to ₦150,000',
    )
  })
})

describe('readPodCeiling', () => {
  it.each([
    ['150000', { ok: true, ceilingNaira: 150_000 }],
    [' 150,000 ', { ok: true, ceilingNaira: 150_000 }],
    ['1', { ok: true, ceilingNaira: 1 }],
    ['-5000', { ok: false, message: 'The ceiling must be at least ₦1' }],
    ['0', { ok: false, message: 'The ceiling must be at least ₦1' }],
    ['2500.50', { ok: false, message: 'Enter the ceiling in whole naira' }],
    ['10000001', { ok: false, message: 'The ceiling is too high' }],
    ['', { ok: false, message: 'Enter the ceiling in naira' }],
    ['1e5', { ok: false, message: 'Enter the ceiling in naira' }],
    ['ten', { ok: false, message: 'Enter the ceiling in naira' }],
  ])('%j → %j', (typed, expected) => {
    expect(readPodCeiling(typed)).toEqual(expected)
  })
})
