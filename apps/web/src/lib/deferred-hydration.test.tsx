import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import { HydrateLater, whenHydrationSettles } from './deferred-hydration'
import { mountServerRenderedPage } from '../test/server-rendered-page'

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0)
  return (
    <li>
      <button
        type="button"
        onClick={() => {
          setCount(count + 1)
        }}
      >
        {name} {count}
      </button>
    </li>
  )
}

const NAMES = ['a', 'b', 'c']

function List() {
  return (
    <ul>
      {NAMES.map((name, index) => (
        <HydrateLater key={name} wave={index}>
          <Counter name={name} />
        </HydrateLater>
      ))}
    </ul>
  )
}

/** The server's HTML of the list: HydrateLater adds no markup of its own. */
const serverHtml = renderToString(
  <ul>
    {NAMES.map((name) => (
      <Counter key={name} name={name} />
    ))}
  </ul>,
)

afterEach(() => {
  document.body.replaceChildren()
})

it('keeps the server HTML of a later wave, then hydrates it in place', async () => {
  const container = mountServerRenderedPage(serverHtml)
  expect(container.querySelectorAll('button')).toHaveLength(3)
  const serverButtons = Array.from(container.querySelectorAll('button'))

  act(() => {
    hydrateRoot(container, <List />)
  })
  // The first card answers at once; the later ones are still the server's HTML, untouched.
  const [first, , last] = serverButtons
  act(() => {
    first?.click()
    last?.click()
  })
  expect(first).toHaveTextContent('a 1')
  expect(last).toHaveTextContent('c 0')
  expect(Array.from(container.querySelectorAll('button'))).toEqual(serverButtons)

  await act(async () => {
    await whenHydrationSettles()
  })
  // Hydrated into the same nodes, nothing added: now every card answers.
  expect(Array.from(container.querySelectorAll('button'))).toEqual(serverButtons)
  act(() => {
    last?.click()
  })
  expect(last).toHaveTextContent('c 1')
})
