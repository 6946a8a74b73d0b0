import { formatNaira } from '@scentia/domain/money/format'
import { Plus } from 'lucide-react'
import {
  ADMIN_PRODUCT_FILTERS,
  ADMIN_SEARCH_MAX_LENGTH,
  type AdminProductFilter,
} from '@scentia/domain/admin/order-console'
import { useCallback, useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ButtonLink, Button } from '../../../components/ui/button'
import { useAdminProducts, useSaveProduct, useSetRetired } from '../api/admin-products'
import {
  AdminFilterSelect,
  AdminListPage,
  AdminSearchField,
  AdminSearchForm,
} from '../../../components/ui/console-list-page'
import { Pager } from '../../../components/ui/query-states'
import { CatalogueTransfer } from './catalogue-transfer'
import { ShopSettingsPanel } from './shop-settings-admin'
import { adminProductPath } from '../../../config/paths'
import { ThumbLine } from '../../../components/ui/thumb-line'
import { useIsPageCurrent } from '../../../lib/page-is-current'

const shownOptions: readonly { value: AdminProductFilter; label: string }[] = [
  { value: 'current', label: 'On sale' },
  { value: 'low_stock', label: 'Low stock' },
  { value: 'out_of_stock', label: 'Out of stock' },
  { value: 'retired', label: 'Retired' },
  { value: 'all', label: 'All' },
]

/** The box asks the server once typing pauses, not at every key. */
const SEARCH_DEBOUNCE_MS = 300

function isFilter(value: string): value is AdminProductFilter {
  return (ADMIN_PRODUCT_FILTERS as readonly string[]).includes(value)
}

/**
 * The console's product list, a page at a time from the server (docs/product.md §11): the search
 * and filter live in the URL, so a filtered page can be bookmarked and Back works.
 */
export function AdminProductsPage() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const rawFilter = params.get('filter') ?? ''
  const shown: AdminProductFilter = isFilter(rawFilter) ? rawFilter : 'current'
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [draft, setDraft] = useState(q)
  const products = useAdminProducts({ q, filter: shown, page })
  const retire = useSetRetired()
  const save = useSaveProduct()

  const update = useCallback(
    (next: { q?: string; filter?: AdminProductFilter; page?: number }) => {
      const merged = { q, filter: shown, page: 1, ...next }
      const query = new URLSearchParams()
      if (merged.q) query.set('q', merged.q)
      if (merged.filter !== 'current') query.set('filter', merged.filter)
      if (merged.page > 1) query.set('page', String(merged.page))
      setParams(query, { replace: next.q !== undefined })
    },
    [q, shown, setParams],
  )

  // Not once a product's link has been followed: the list stays on screen while the editor's
  // code loads, and its `?q=` would replace the editor's history entry (lib/page-is-current.ts).
  const isCurrent = useIsPageCurrent()
  useEffect(() => {
    const typed = draft.trim()
    if (typed === q || !isCurrent) return
    const timer = setTimeout(() => {
      update({ q: typed })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [draft, q, update, isCurrent])

  const busyId = retire.isPending ? retire.variables.id : save.isPending ? save.variables.id : null
  const data = products.data

  return (
    <AdminListPage
      title="Products"
      action={
        <ButtonLink to="/admin/products/new">
          <Plus className="size-4" aria-hidden="true" /> New product
        </ButtonLink>
      }
      filters={
        <>
          <ShopSettingsPanel />
          <CatalogueTransfer />
          <AdminSearchForm
            onSearch={() => {
              update({ q: draft.trim() })
            }}
          >
            <AdminSearchField
              id="product-filter"
              label="Find a product"
              value={draft}
              maxLength={ADMIN_SEARCH_MAX_LENGTH}
              onChange={setDraft}
              placeholder="Name, brand or slug"
            />
            <AdminFilterSelect
              id="product-shown"
              label="Show"
              value={shown}
              options={shownOptions}
              onChange={(value) => {
                if (isFilter(value)) update({ q: draft.trim(), filter: value })
              }}
            />
          </AdminSearchForm>
        </>
      }
      notice={
        (retire.error ?? save.error) ? (
          <p role="alert" className="mt-3 text-sm text-rose-700">
            {(retire.error ?? save.error)?.message}
          </p>
        ) : null
      }
      error={products.error}
      onRetry={() => void products.refetch()}
      items={data?.products}
      itemKey={(product) => product.id}
      itemClassName="relative flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-3 hover:border-ink/40 sm:flex-nowrap"
      empty={{
        title: 'No products here',
        message: q ? 'Try another name, brand or slug.' : 'Nothing in this list yet.',
      }}
      summary={
        data ? (
          <p className="mb-3 text-sm text-muted" aria-busy={products.isFetching}>
            {data.total} {data.total === 1 ? 'product' : 'products'}
            {products.isPlaceholderData ? ' · loading…' : ''}
          </p>
        ) : null
      }
      footer={
        data ? (
          <Pager
            page={data.page}
            pageSize={data.per_page}
            total={data.total}
            onPage={(next) => {
              update({ page: next })
            }}
          />
        ) : null
      }
      renderItem={(product) => (
        <>
          <ThumbLine image={product.image}>
            {/* The name's link covers the row (its ::after), so a press anywhere on the photo
                and the words opens the product; the buttons sit above it (decision 055). */}
            <Link
              to={adminProductPath(product.id)}
              className="block truncate font-medium after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
            >
              {product.name}
            </Link>
            <p className="truncate text-xs text-muted">
              {product.brand} · {product.size} · {formatNaira(product.price)}
            </p>
            <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
              <span className={product.stock === 0 ? 'font-semibold text-rose-700' : ''}>
                {product.stock === 0 ? 'Out of stock' : `${product.stock} in stock`}
              </span>
              {product.retired ? <span className="rounded-full bg-sand px-2">Retired</span> : null}
              {product.best_seller ? (
                <span className="rounded-full bg-gold/20 px-2">Best seller</span>
              ) : null}
            </p>
          </ThumbLine>
          <div className="relative flex w-full justify-end gap-2 sm:w-auto">
            <Button
              variant="outline"
              aria-pressed={product.best_seller}
              disabled={busyId === product.id}
              onClick={() => {
                save.mutate({ id: product.id, input: { best_seller: !product.best_seller } })
              }}
              aria-label={`Best seller: ${product.name}`}
            >
              {product.best_seller ? '★ Best seller' : '☆ Best seller'}
            </Button>
            <Button
              variant="ghost"
              disabled={busyId === product.id}
              onClick={() => {
                retire.mutate({ id: product.id, retired: !product.retired })
              }}
              aria-label={`${product.retired ? 'Restore' : 'Retire'} ${product.name}`}
            >
              {product.retired ? 'Restore' : 'Retire'}
            </Button>
          </div>
        </>
      )}
    />
  )
}
