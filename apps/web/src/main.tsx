import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
// A transition lets React render the first screen in small slices instead of one long task,
// so a slow phone stays responsive while the shop starts (Total Blocking Time, PRODUCT §8).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
