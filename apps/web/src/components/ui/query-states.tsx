// The console's loading, failed and paged states, one look on every console page (the reviews
// page, in its own feature, among them).
import { Skeleton } from './skeleton'
import { Button } from './button'
import { StatusPanel } from './status-panel'

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full rounded-2xl" />
      ))}
    </div>
  )
}

export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <StatusPanel
      role="alert"
      title="Could not load this"
      actions={<Button onClick={onRetry}>Try Again</Button>}
    >
      {error.message}
    </StatusPanel>
  )
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3 text-sm">
      <Button
        variant="outline"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1)
        }}
      >
        Previous
      </Button>
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      <Button
        variant="outline"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1)
        }}
      >
        Next
      </Button>
    </nav>
  )
}
