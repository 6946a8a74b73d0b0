import { useLocation, useNavigate } from 'react-router'

/**
 * Go Back (docs/product.md §S2 error and not-found pages): browser history back, or home when there is
 * nothing to go back to (a link opened in a new tab).
 */
export function useGoBack(): () => void {
  const navigate = useNavigate()
  const location = useLocation()
  return () => {
    // 'default' is the key of the first entry of this page load; earlier entries (another
    // page of the shop loaded in full, say) show in history.length.
    const canGoBack = location.key !== 'default' || window.history.length > 1
    if (canGoBack) void navigate(-1)
    else void navigate('/')
  }
}
