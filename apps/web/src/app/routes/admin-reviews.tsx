import { AdminReviewsPage } from '../../features/reviews/components/admin-reviews-page'

export function AdminReviewsRoute() {
  return <AdminReviewsPage />
}
