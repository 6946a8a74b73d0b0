import { formatNaira } from '@scentia/domain/money/format'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ButtonLink, Button } from '../../../components/ui/button'
import { useAdminProducts, useSaveProduct, useSetRetired } from '../api/admin-products'
import {
  AdminFilterSelect,
  AdminListPage,
  AdminSearchField,
} from '../../../components/ui/console-list-page'
import { adminProductPath } from '../../../config/paths'
import { ThumbLine } from '../../../components/ui/thumb-line'

type Shown = 'current' | 'retired' | 'all'

const shownOptions: readonly { value: Shown; label: string }[] = [
  { value: 'current', label: 'On sale' },
  { value: 'retired', label: 'Retired' },
  { value: 'all', label: 'All' },
]

export function AdminProductsPage() {
  const products = useAdminProducts()
  const retire = useSetRetired()
  const save = useSaveProduct()
  const [filter, setFilter] = useState('')
  const [shown, setShown] = useState<Shown>('current')

  const needle = filter.trim().toLowerCase()
  const visible = products.data?.filter(
    (product) =>
      (shown === 'all' || product.retired === (shown === 'retired')) &&
      (!needle ||
        `${product.name} ${product.brand} ${product.productId}`.toLowerCase().includes(needle)),
  )
  const busyId = retire.isPending ? retire.variables.id : save.isPending ? save.variables.id : null

  return (
    <AdminListPage
      title="Products"
      action={
        <ButtonLink to="/admin/products/new">
          <Plus className="size-4" aria-hidden="true" /> New product
        </ButtonLink>
      }
      filters={
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
          <AdminSearchField
            id="product-filter"
            label="Find a product"
            value={filter}
            maxLength={100}
            onChange={setFilter}
            placeholder="Name, brand or slug"
          />
          <AdminFilterSelect
            id="product-shown"
            label="Show"
            value={shown}
            options={shownOptions}
            onChange={(value) => {
              setShown(value as Shown)
            }}
          />
        </div>
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
      items={visible}
      itemKey={(product) => product.id}
      itemClassName="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-3 sm:flex-nowrap"
      empty={{
        title: 'No products here',
        message: needle ? 'Try another name.' : 'Nothing in this list yet.',
      }}
      renderItem={(product) => (
        <>
          <ThumbLine image={product.image}>
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
              {product.retired ? <span className="rounded-full bg-sand px-2">Retired</span> : null}
              {product.best_seller ? (
                <span className="rounded-full bg-gold/20 px-2">Best seller</span>
              ) : null}
            </p>
          </ThumbLine>
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
        </>
      )}
    />
  )
}
