import { TrackPage } from '../../features/tracking/components/track-page'

/** /track and /orders/track. */
export function TrackRoute() {
  return <TrackPage />
}
