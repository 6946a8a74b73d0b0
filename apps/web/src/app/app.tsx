import { RouterProvider } from 'react-router'
import { SplashScreen } from '../components/layout/splash-screen'
import { Providers } from './providers'
import { router } from './router'

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
      {/* Outside the router so it paints with the first frame and survives route loading. */}
      <SplashScreen />
    </Providers>
  )
}
