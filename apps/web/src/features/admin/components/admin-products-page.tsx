import { formatNaira } from '@scentia/domain/money/format'
import { Plus, Search } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ButtonLink, Button } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useAdminProducts, useSaveProduct, useSetRetired } from '../api/admin-products'
import { ListSkeleton, LoadError } from './query-states'
import { adminProductPath } from '../../../config/paths'

type Shown = 'current' | 'retired' | 'all'

export function AdminProductsPage() {
  const products = useAdminProducts()
  const retire = useSetRetired()
  const save = useSaveProduct()
  const [filter, setFilter] = useState('')
  const [shown, setShown] = useState<Shown>('current')

  if (products.error)
    return <LoadError error={products.error} onRetry={() => void products.refetch()} />
  const needle = filter.trim().toLowerCase()
  const visible = (products.data ?? []).filter(
    (product) =>
      (shown === 'all' || product.retired === (shown === 'retired')) &&
      (!needle ||
        `${product.name} ${product.brand} ${product.productId}`.toLowerCase().includes(needle)),
  )
  const busyId = retire.isPending ? retire.variables.id : save.isPending ? save.variables.id : null

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl tracking-tight">Products</h1>
        <ButtonLink to="/admin/products/new">
          <Plus className="size-4" aria-hidden="true" /> New product
        </ButtonLink>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="product-filter" className="text-sm font-medium">
            Find a product
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              id="product-filter"
              type="search"
              value={filter}
              maxLength={100}
              onChange={(event) => {
                setFilter(event.target.value)
              }}
              placeholder="Name, brand or slug"
              className="h-11 w-full rounded-full border border-line bg-white pr-4 pl-9 text-sm"
            />
          </div>
        </div>
        <div>
          <label htmlFor="product-shown" className="text-sm font-medium">
            Show
          </label>
          <select
            id="product-shown"
            value={shown}
            onChange={(event) => {
              setShown(event.target.value as Shown)
            }}
            className="mt-1 block h-11 w-full rounded-full border border-line bg-white px-4 text-sm sm:w-44"
          >
            <option value="current">On sale</option>
            <option value="retired">Retired</option>
            <option value="all">All</option>
          </select>
        </div>
      </div>
      {(retire.error ?? save.error) ? (
        <p role="alert" className="mt-3 text-sm text-rose-700">
          {(retire.error ?? save.error)?.message}
        </p>
      ) : null}

      <div className="mt-6">
        {!products.data ? (
          <ListSkeleton />
        ) : visible.length === 0 ? (
          <StatusPanel title="No products here">
            {needle ? 'Try another name.' : 'Nothing in this list yet.'}
          </StatusPanel>
        ) : (
          <ul className="space-y-3">
            {visible.map((product) => (
              <li
                key={product.id}
                className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-3 sm:flex-nowrap"
              >
                <img
                  src={product.image}
                  alt=""
                  width={48}
                  height={60}
                  loading="lazy"
                  className="h-15 w-12 shrink-0 rounded-lg bg-sand object-cover"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={adminProductPath(product.id)}
                    className="block truncate font-medium hover:underline"
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
                    {product.retired ? (
                      <span className="rounded-full bg-sand px-2">Retired</span>
                    ) : null}
                    {product.best_seller ? (
                      <span className="rounded-full bg-gold/20 px-2">Best seller</span>
                    ) : null}
                  </p>
                </div>
                <div className="flex w-full justify-end gap-2 sm:w-auto">
                  <Button
                    variant="outline"
                    size="sm"
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
                    size="sm"
                    disabled={busyId === product.id}
                    onClick={() => {
                      retire.mutate({ id: product.id, retired: !product.retired })
                    }}
                    aria-label={`${product.retired ? 'Restore' : 'Retire'} ${product.name}`}
                  >
                    {product.retired ? 'Restore' : 'Retire'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
