import { lazy, useEffect, useMemo, useState, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest'
import { HydrateApart } from './deferred-hydration'
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

/** A first card with the page, the later ones apart, as the product grid does. */
function List() {
  return (
    <ul>
      <Counter name="a" />
      <HydrateApart>
        <Counter name="b" />
      </HydrateApart>
      <HydrateApart>
        <Counter name="c" />
      </HydrateApart>
    </ul>
  )
}

let root: Root | null = null
let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  // Hydration runs as in the browser, in React's own tasks, not flushed by act().
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
  consoleError = vi.spyOn(console, 'error')
})

afterEach(() => {
  root?.unmount()
  root = null
  document.body.replaceChildren()
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
  consoleError.mockRestore()
})

it('hydrates the parts apart in the server’s own nodes, without a mismatch', async () => {
  const container = mountServerRenderedPage(renderToString(<List />))
  const serverButtons = Array.from(container.querySelectorAll('button'))
  expect(serverButtons).toHaveLength(3)

  root = hydrateRoot(container, <List />)
  // React marks each DOM node it has adopted as its own.
  const isAdopted = (node: Element) => Object.keys(node).some((key) => key.startsWith('__react'))
  await vi.waitFor(() => {
    expect(serverButtons.every(isAdopted)).toBe(true)
  })
  for (const button of serverButtons) button.click()

  await vi.waitFor(() => {
    expect(serverButtons.map((button) => button.textContent)).toEqual(['a 1', 'b 1', 'c 1'])
  })
  expect(Array.from(container.querySelectorAll('button'))).toEqual(serverButtons)
  expect(consoleError).not.toHaveBeenCalled()
})

it('answers a press on a part that has not hydrated yet: React hydrates it first', async () => {
  const container = mountServerRenderedPage(renderToString(<List />))
  const serverButtons = Array.from(container.querySelectorAll('button'))

  root = hydrateRoot(container, <List />)
  // Pressed before React has run any of its hydration work: nothing of the page is live yet.
  serverButtons[2]?.click()

  await vi.waitFor(() => {
    expect(serverButtons[2]).toHaveTextContent('c 1')
  })
  expect(serverButtons[0]).toHaveTextContent('a 0')
  expect(Array.from(container.querySelectorAll('button'))).toEqual(serverButtons)
  expect(consoleError).not.toHaveBeenCalled()
})

/** A part below the first screen, as the server renders it whole. */
function Lower() {
  return <p id="lower">Reviews</p>
}

let showAgain: () => void = () => undefined

/**
 * A page whose part loads its code as React hydrates it (app/routes/product.tsx). `isSameElement`:
 * the part's element is made once, as the product page makes it; otherwise afresh on every render.
 */
function PageWithLazyPart({
  part,
  isSameElement,
}: {
  part: ComponentType
  isSameElement: boolean
}) {
  const [renders, setRenders] = useState(0)
  useEffect(() => {
    showAgain = () => {
      setRenders((count) => count + 1)
    }
  }, [])
  const Part = part
  const element = useMemo(
    () => (
      <HydrateApart>
        <Part />
      </HydrateApart>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the case under test
    [Part, isSameElement ? 0 : renders],
  )
  return (
    <main>
      <h1>Page {renders}</h1>
      {element}
    </main>
  )
}

it.each([
  [true, 'keeps'],
  [false, 'loses'],
])(
  "a re-render before a lazy part's code arrives: with the same element %s, the part %s the server's nodes",
  async (isSameElement, outcome) => {
    const container = mountServerRenderedPage(
      renderToString(<PageWithLazyPart part={Lower} isSameElement={isSameElement} />),
    )
    const serverPart = container.querySelector('#lower')
    let arrive: (module: { default: ComponentType }) => void = () => undefined
    const LazyLower = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = resolve
        }),
    )
    root = hydrateRoot(
      container,
      <PageWithLazyPart part={LazyLower} isSameElement={isSameElement} />,
    )
    const heading = container.querySelector('h1')
    const isAdopted = (node: Element | null) =>
      node !== null && Object.keys(node).some((key) => key.startsWith('__react'))
    await vi.waitFor(() => {
      expect(isAdopted(heading)).toBe(true)
    })
    // The page re-renders (the session starts, Query takes over its state) before the part's code.
    showAgain()
    await vi.waitFor(() => {
      expect(heading).toHaveTextContent('Page 1')
    })
    arrive({ default: Lower })
    await vi.waitFor(() => {
      expect(isAdopted(container.querySelector('#lower'))).toBe(true)
    })
    expect(container.querySelector('#lower') === serverPart).toBe(outcome === 'keeps')
  },
)
