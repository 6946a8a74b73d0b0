import { ErrorPage } from '../../components/layout/error-page'
import { useGoBack } from '../../components/layout/use-go-back'
import { useRouteError } from '../page-router'

/** A route boundary's error page: any screen that throws while rendering or loading lands here. */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError()
  const goBack = useGoBack()
  const page = (
    <ErrorPage
      error={error}
      // A full reload also recovers from a stale deploy (a route chunk that no longer exists).
      onRetry={() => {
        window.location.reload()
      }}
      onBack={goBack}
    />
  )
  // Without the shell (the shell itself failed) the page still needs its main landmark.
  return standalone ? <main className="min-h-dvh">{page}</main> : page
}
