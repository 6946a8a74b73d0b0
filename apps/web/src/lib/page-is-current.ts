import { createContext, use } from 'react'
import { useLocation } from 'react-router'

/**
 * The path the router is at now, given by the page layer (app/page-router.tsx). The page on
 * screen can be behind it: after a link is followed, the old page stays mounted, rendered at its
 * own location, while the next page's code loads (decision 036). Null outside the page layer.
 */
export const RouterPathContext = createContext<string | null>(null)

/**
 * False once the router has left this page for another, while this one is still on screen
 * waiting for the next page's code. Work a page defers and that writes its own URL (a search
 * box's debounced `?q=`) waits on this: written then, it would replace the new page's history
 * entry with the old page's address and undo the click (decision 052). Changes of the query
 * string alone are changes within the page (PageRoutes shows them at once): it stays current.
 */
export function useIsPageCurrent(): boolean {
  const routerPath = use(RouterPathContext)
  const pagePath = useLocation().pathname
  return routerPath === null || routerPath === pagePath
}
