import { describe, expect, it } from 'vitest'
import { DEMO_ORDER_ID } from './demo-order'
import { isOrderId, parseTrackInput } from './order-id'

describe('the demo order id', () => {
  it('is a valid order id, so the track page can look it up', () => {
    expect(isOrderId(DEMO_ORDER_ID)).toBe(true)
  })

  it('survives the track box as typed in lower case with spaces', () => {
    expect(parseTrackInput(`  ${DEMO_ORDER_ID.toLowerCase()} `)).toEqual({
      ok: true,
      orderId: DEMO_ORDER_ID,
    })
  })
})
