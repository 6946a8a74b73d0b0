import { vi } from 'vitest'
import { lazyPage } from '../app/page-router'

/**
 * A page whose code arrives when the test says so: the old page stays on screen meanwhile, as it
 * does in the browser while a chunk downloads (decision 036).
 */
export function deferredPage(name: string) {
  let arrive: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  const load = vi.fn(async () => {
    await arrived
    return function Page() {
      return <h1>{name}</h1>
    }
  })
  return { page: lazyPage(load), load, arrive }
}
