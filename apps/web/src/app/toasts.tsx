import { Toaster } from 'react-hot-toast'

/**
 * The toasts' layer (docs/product.md §S9), mounted with the first toast (lib/toast.ts). react-hot-toast's
 * defaults are docs/product.md §S9's toast rules as they stand (4 s blank/error/custom, 2 s success,
 * loading until dismissed, at most 20 on screen).
 */
export function Toasts() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        // Inline, because the library styles its toasts inline.
        style: {
          background: '#1c1917',
          color: '#faf7f2',
          borderRadius: '1rem',
          padding: '0.75rem 1rem',
          fontSize: '0.875rem',
        },
        success: { iconTheme: { primary: '#d6b370', secondary: '#1c1917' } },
      }}
    />
  )
}
