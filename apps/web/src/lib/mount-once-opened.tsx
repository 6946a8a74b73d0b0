import { Suspense, useState, type ReactNode } from 'react'

/**
 * Renders a pop-up's lazily loaded code from the first time it opens, and keeps it mounted after
 * (its state and its closing animation survive). Until then the shell carries none of its code:
 * a closed drawer or overlay renders nothing on the server or in the browser, so the first
 * screen neither downloads nor hydrates it (docs/product.md §8, decision 036).
 */
export function MountOnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(isOpen)
  if (isOpen && !wasOpened) setWasOpened(true)
  return wasOpened ? <Suspense fallback={null}>{children}</Suspense> : null
}
