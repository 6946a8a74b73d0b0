import { readShopQuery } from '@scentia/domain/catalog/shop-url'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, it, vi } from 'vitest'
import {
  hydrateInReactsOwnTasks,
  mountServerRenderedPage,
} from '../../../test/server-rendered-page'
import { ShopFilterPanel } from './shop-filter-panel'

const hydrated = hydrateInReactsOwnTasks()

/** The panel as the server sends it for `search`, in the document, its code not yet arrived. */
function serverPanel(search: string) {
  const query = readShopQuery(new URLSearchParams(search))
  const html = renderToString(
    <ShopFilterPanel query={query} facets={undefined} onChange={() => undefined} />,
  )
  const container = mountServerRenderedPage(html)
  const control = (name: string) =>
    container.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)
  return { query, container, control }
}

it('applies a choice made on the server’s form before its code arrived, once it has', async () => {
  const { query, container, control } = serverPanel('note=oud')
  // The shopper picks a family and ticks "In stock only" while the phone loads the code.
  const family = control('family')
  const inStock = control('in_stock')
  if (!family || !inStock) throw new Error('the form lacks its controls')
  family.value = 'Woody'
  inStock.checked = true

  const onChange = vi.fn()
  hydrated.root = hydrateRoot(
    container,
    <ShopFilterPanel query={query} facets={undefined} onChange={onChange} />,
  )
  await vi.waitFor(() => {
    expect(onChange).toHaveBeenCalledTimes(1)
  })
  // The URL's note stays: only what the shopper changed is applied.
  expect(onChange).toHaveBeenCalledWith({ family: 'Woody', inStock: true })
})

it('changes nothing on coming alive when the form shows the page', async () => {
  const { query, container, control } = serverPanel('family=Floral&sort=price_asc')
  const onChange = vi.fn()
  hydrated.root = hydrateRoot(
    container,
    <ShopFilterPanel query={query} facets={undefined} onChange={onChange} />,
  )
  const gender = control('gender')
  if (!gender) throw new Error('the form lacks its controls')
  // Alive once React has claimed the server's elements (it marks each with its fiber).
  await vi.waitFor(() => {
    expect(Object.keys(gender).some((key) => key.startsWith('__reactFiber'))).toBe(true)
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(onChange).not.toHaveBeenCalled()
  // And a choice made now reaches the page, through the control's own onChange.
  gender.value = 'female'
  gender.dispatchEvent(new Event('change', { bubbles: true }))
  expect(onChange.mock.calls).toEqual([[{ gender: 'female' }]])
})
