import { render, screen } from '@testing-library/react'
import { beforeAll, expect, it } from 'vitest'
import { toast } from '../lib/toast'
import { Providers } from './providers'
import { createQueryClient } from '../lib/query-client'
import { stubMatchMedia } from '../test/match-media'

beforeAll(stubMatchMedia)

it('loads the toasts layer with the first toast, and shows that toast and the ones after', async () => {
  render(
    <Providers queryClient={createQueryClient()}>
      <p>Page</p>
    </Providers>,
  )
  // Not loaded: react-hot-toast adds its style element as it loads.
  expect(document.getElementById('_goober')).toBeNull()

  toast.success('Added to cart')
  expect(await screen.findByText('Added to cart')).toBeInTheDocument()
  toast.error('Only 2 items in stock')
  expect(await screen.findByText('Only 2 items in stock')).toBeInTheDocument()
  toast.info('You are back online')
  expect(await screen.findByText('You are back online')).toBeInTheDocument()
})
