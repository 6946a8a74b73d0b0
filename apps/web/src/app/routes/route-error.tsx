import { useNavigate, useRouteError } from 'react-router'
import { ErrorPage } from '../../components/layout/error-page'

/** The router's errorElement: any screen that throws while rendering or loading lands here. */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError()
  const navigate = useNavigate()
  const page = (
    <ErrorPage
      error={error}
      // A full reload also recovers from a stale deploy (a route chunk that no longer exists).
      onRetry={() => {
        window.location.reload()
      }}
      onBack={() => {
        if (window.history.length > 1) void navigate(-1)
        else void navigate('/')
      }}
    />
  )
  // Without the shell (the shell itself failed) the page still needs its main landmark.
  return standalone ? <main className="min-h-dvh">{page}</main> : page
}
