import { render, screen } from '@testing-library/react'
import { lazy, useEffect, useMemo, useState, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import indexHtml from '../../index.html?raw'
import { HydrateApart, lazyPart, PartElement, preloadParts } from './deferred-hydration'
import { replayEarlyPresses } from './hydration'
import { mountServerRenderedPage } from '../test/server-rendered-page'

/** A button that counts its presses, named by its count ("a 1"). */
function CountingButton({ name }: { name: string }) {
  const [count, setCount] = useState(0)
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1)
      }}
    >
      {name} {count}
    </button>
  )
}

function Counter({ name }: { name: string }) {
  return (
    <li>
      <CountingButton name={name} />
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

/** A part with a button, as a card with its cart control is. */
function Basket({ name }: { name: string }) {
  return (
    <PartElement as="section" aria-label={name}>
      <CountingButton name={name} />
    </PartElement>
  )
}

/** A part whose code arrives when the test says so. */
function partArrivingLater() {
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  const load = vi.fn(async () => {
    await arrived
    return Basket
  })
  return { Part: lazyPart(load), load, arrive }
}

/** The page around the part: a heading that re-renders it, as a page's own state does. */
function Page({ Part }: { Part: ComponentType<{ name: string }> }) {
  const [renders, setRenders] = useState(0)
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          setRenders(renders + 1)
        }}
      >
        rendered {renders}
      </button>
      <Part name="basket" />
    </main>
  )
}

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

/** The server's HTML of the page, its part's code in hand (the server's render waits for it). */
async function serverHtml(): Promise<string> {
  const ServerPart = lazyPart(async () => Basket)
  await ServerPart.preload()
  return renderToString(<Page Part={ServerPart} />)
}

/**
 * index.html's first script, run on this document: the press keeper. Its listener is taken off
 * after each test (the window outlives this file).
 */
function installPressKeeper(): () => void {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1]
  if (!script) throw new Error('index.html has no inline script')
  const listeners: [string, EventListener, boolean][] = []
  const documentProxy = {
    documentElement: document.documentElement,
    addEventListener: (type: string, listener: EventListener, capture: boolean) => {
      listeners.push([type, listener, capture])
      document.addEventListener(type, listener, capture)
    },
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the shop's own inline script, under test
  const run = new Function('document', 'window', script) as (doc: unknown, win: Window) => void
  run(documentProxy, window)
  return () => {
    for (const [type, listener, capture] of listeners)
      document.removeEventListener(type, listener, capture)
  }
}

describe('a part whose code loads apart (lazyPart)', () => {
  let removeKeeper: () => void = () => undefined

  afterEach(() => {
    removeKeeper()
    removeKeeper = () => undefined
    delete window.__scentiaHydrated
    delete window.__scentiaPresses
    document.documentElement.classList.remove('js', 'hydrated')
  })

  it('keeps the server’s HTML until its code arrives, then hydrates in the same nodes', async () => {
    const container = mountServerRenderedPage(await serverHtml())
    const section = container.querySelector('section')
    const button = section?.querySelector('button')
    expect(section).toHaveAttribute('data-part', 'waiting')
    const { Part, load, arrive } = partArrivingLater()

    root = hydrateRoot(container, <Page Part={Part} />)
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1)
    })
    expect(container.querySelector('section')).toBe(section)
    expect(section).toHaveAttribute('data-part', 'waiting')

    arrive()
    await vi.waitFor(() => {
      expect(section).toHaveAttribute('data-part', 'live')
    })
    button?.click()
    await vi.waitFor(() => {
      expect(button).toHaveTextContent('basket 1')
    })
    expect(container.querySelector('section button')).toBe(button)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('keeps a press on its button made before its code arrived, and answers it once it has', async () => {
    const container = mountServerRenderedPage(await serverHtml())
    removeKeeper = installPressKeeper()
    const button = container.querySelector('section button')
    const { Part, load, arrive } = partArrivingLater()

    root = hydrateRoot(container, <Page Part={Part} />)
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1)
    })
    // The page around the part is the app's (the providers' effect): its own presses answer.
    replayEarlyPresses()
    ;(button as HTMLButtonElement | null)?.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(button).toHaveTextContent('basket 0')

    arrive()
    await vi.waitFor(() => {
      expect(button).toHaveTextContent('basket 1')
    })
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('stays in the server’s HTML while the page around it renders again, its code not there yet', async () => {
    const container = mountServerRenderedPage(await serverHtml())
    const section = container.querySelector('section')
    const pageButton = container.querySelector('main > button')
    const { Part, load, arrive } = partArrivingLater()

    root = hydrateRoot(container, <Page Part={Part} />)
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1)
    })
    ;(pageButton as HTMLButtonElement | null)?.click()
    await vi.waitFor(() => {
      expect(pageButton).toHaveTextContent('rendered 1')
    })
    expect(section?.isConnected).toBe(true)
    expect(container.querySelector('section')).toBe(section)

    arrive()
    await vi.waitFor(() => {
      expect(section).toHaveAttribute('data-part', 'live')
    })
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('comes with a page the browser renders after the first one, so that page shows whole', async () => {
    // The first page is the app's: parts declared from now on load as their module is read.
    window.__scentiaHydrated = true
    const { Part, load, arrive } = partArrivingLater()
    expect(load).toHaveBeenCalledTimes(1)
    const ready = preloadParts()
    arrive()
    await ready

    render(<Page Part={Part} />)
    expect(screen.getByRole('button', { name: 'basket 0' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'basket' })).toHaveAttribute('data-part', 'live')
  })
})

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
