import { SHOWROOM } from '@scentia/domain/contact/showroom'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderJourney } from './order-journey'

const events = [
  { status: 'pending', at: '2026-11-27T08:00:00.000Z' },
  { status: 'processing', at: '2026-11-27T10:30:00.000Z' },
  { status: 'shipped', at: '2026-11-28T09:15:00.000Z' },
] as const

/** A delivery shipped with GIG Logistics, with the tracking the test gives. */
function renderWithGig(tracking: { trackingNumber?: string; trackingUrl: string }) {
  render(
    <OrderJourney
      status="shipped"
      method="delivery"
      events={[...events]}
      courier="GIG Logistics"
      {...tracking}
    />,
  )
}

describe('OrderJourney', () => {
  it('lists every status with its Lagos time, in order, as an ordered list', () => {
    render(<OrderJourney status="shipped" method="delivery" events={[...events]} />)
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'PendingFri, 27 Nov, 9:00 am',
      'ProcessingFri, 27 Nov, 11:30 am',
      'ShippedSat, 28 Nov, 10:15 am',
    ])
    const time = within(items[2]!).getByText('Sat, 28 Nov, 10:15 am')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('dateTime', events[2].at)
    expect(screen.getByRole('heading', { name: 'Journey' })).toBeInTheDocument()
    // No courier on the order: nothing about one.
    expect(screen.queryByTestId('journey-courier')).not.toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('names the courier and links its own tracking page in a new tab when the order has them', () => {
    renderWithGig({
      trackingNumber: 'gig-123',
      trackingUrl: 'https://track.gig.example/GIG-123',
    })
    expect(screen.getByTestId('journey-courier')).toHaveTextContent(
      'Courier: GIG Logistics (GIG-123)',
    )
    const link = screen.getByRole('link', { name: /Follow the parcel on GIG Logistics’s site/ })
    expect(link).toHaveAttribute('href', 'https://track.gig.example/GIG-123')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAccessibleName(/opens in a new tab/)
  })

  it('links no address that is not a web page', () => {
    renderWithGig({ trackingUrl: 'javascript:alert(1)' })
    expect(screen.getByTestId('journey-courier')).toHaveTextContent('Courier: GIG Logistics')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('names a pickup’s steps for the counter and says where to collect until it is collected', () => {
    const { rerender } = render(
      <OrderJourney status="shipped" method="pickup" events={[...events]} />,
    )
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('Ready for pickup')
    const where = screen.getByTestId('journey-pickup')
    expect(where).toHaveTextContent(SHOWROOM.street)
    expect(where).toHaveTextContent(SHOWROOM.hours[0].time)

    rerender(
      <OrderJourney
        status="delivered"
        method="pickup"
        events={[...events, { status: 'delivered', at: '2026-11-28T16:45:00.000Z' }]}
      />,
    )
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent(
      'CollectedSat, 28 Nov, 5:45 pm',
    )
    expect(screen.queryByTestId('journey-pickup')).not.toBeInTheDocument()
  })

  it('says so when there is nothing yet', () => {
    render(<OrderJourney status="pending" method="delivery" events={[]} />)
    expect(screen.getByText('No updates yet.')).toBeInTheDocument()
  })
})
