import { GIFT_MESSAGE_MAX_LENGTH } from '@scentia/domain/checkout/gift'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { NO_GIFT, type GiftChoice } from '../api/gift-api'
import { GiftOption } from './gift-option'

function Harness({
  wrapPrice,
  onChoice,
}: {
  wrapPrice: number
  onChoice?: (c: GiftChoice) => void
}) {
  const [gift, setGift] = useState<GiftChoice>(NO_GIFT)
  return (
    <GiftOption
      value={gift}
      wrapPrice={wrapPrice}
      disabled={false}
      onChange={(next) => {
        setGift(next)
        onChoice?.(next)
      }}
    />
  )
}

describe('GiftOption (decision 045)', () => {
  it('asks for the message and offers wrap at the owner’s price once it is a gift', async () => {
    const choices: GiftChoice[] = []
    render(<Harness wrapPrice={1_500} onChoice={(choice) => choices.push(choice)} />)
    expect(screen.queryByLabelText('Gift message (optional)')).toBeNull()
    await userEvent.click(screen.getByRole('checkbox', { name: 'This is a gift' }))
    await userEvent.type(screen.getByLabelText('Gift message (optional)'), 'Hi <b>Ada</b>')
    expect(
      screen.getByText(new RegExp(`^13 of ${GIFT_MESSAGE_MAX_LENGTH} characters`)),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add gift wrap (₦1,500)' }))
    expect(choices.at(-1)).toEqual({ isGift: true, message: 'Hi <b>Ada</b>', wrap: true })
  })

  it('does not offer wrap the owner prices at 0, and marks a message over the limit', async () => {
    render(<Harness wrapPrice={0} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'This is a gift' }))
    expect(screen.queryByRole('checkbox', { name: /gift wrap/ })).toBeNull()
    const box = screen.getByLabelText('Gift message (optional)')
    await userEvent.click(box)
    await userEvent.paste('x'.repeat(GIFT_MESSAGE_MAX_LENGTH + 1))
    expect(box.getAttribute('aria-invalid')).toBe('true')
  })
})
