import type { ReactNode, SyntheticEvent } from 'react'
import { bindValue } from '../../lib/form-bindings'
import { Button } from './button'
import { LabelledSelect, type SelectChoice } from './labelled-select'
import { SearchBox } from './search-box'
import { StatusPanel } from './status-panel'
import { ListSkeleton, LoadError } from './query-states'

interface AdminListPageProps<T> {
  title: string
  /** Beside the title (New product). */
  action?: ReactNode
  /** The search and filter controls. */
  filters: ReactNode
  /** A line under the filters: a failed action's message. */
  notice?: ReactNode
  /** The list's query: its error and data (undefined while it loads). */
  error: Error | null
  onRetry: () => void
  items: readonly T[] | undefined
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  /** Classes of each row (a row that is itself a link styles the link instead). */
  itemClassName?: string
  empty: { title: string; message: string }
  /** Above the rows (the count) and below them (the pager). */
  summary?: ReactNode
  footer?: ReactNode
}

/**
 * The console's list pages (orders, products, customers) share one frame: a title, filters,
 * then the loading, failed, empty or listed states, announced as they change (the
 * frame was written three times).
 */
export function AdminListPage<T>({
  title,
  action,
  filters,
  notice,
  error,
  onRetry,
  items,
  itemKey,
  renderItem,
  itemClassName,
  empty,
  summary,
  footer,
}: AdminListPageProps<T>) {
  return (
    <div>
      {/* Its own margin below: the products page's first panel has none above (a search form's
          mt-5 collapses into it), so New product sat on the panel's edge. */}
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl tracking-tight">{title}</h1>
        {action}
      </div>
      {filters}
      {notice}
      <div className="mt-6" aria-live="polite">
        {error ? (
          <LoadError error={error} onRetry={onRetry} />
        ) : !items ? (
          <ListSkeleton />
        ) : items.length === 0 ? (
          <StatusPanel title={empty.title}>{empty.message}</StatusPanel>
        ) : (
          <>
            {summary}
            <ul className="space-y-3">
              {items.map((item) => (
                <li key={itemKey(item)} className={itemClassName}>
                  {renderItem(item)}
                </li>
              ))}
            </ul>
            {footer}
          </>
        )}
      </div>
    </div>
  )
}

interface AdminSearchFieldProps {
  id: string
  label: string
  value: string
  placeholder: string
  maxLength: number
  onChange: (value: string) => void
}

/** The list pages' search box: a labelled search input with its magnifier. */
export function AdminSearchField({
  id,
  label,
  value,
  placeholder,
  maxLength,
  onChange,
}: AdminSearchFieldProps) {
  return (
    <div className="flex flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <SearchBox
        iconClassName="left-3 size-4"
        id={id}
        maxLength={maxLength}
        placeholder={placeholder}
        {...bindValue(value, onChange)}
        className="h-11 w-full rounded-full border border-line bg-white pr-4 pl-9 text-sm"
      />
    </div>
  )
}

interface AdminFilterSelectProps {
  id: string
  label: string
  value: string
  options: readonly SelectChoice[]
  onChange: (value: string) => void
}

/** A list page's filter: a labelled select beside the search box. */
export function AdminFilterSelect(props: AdminFilterSelectProps) {
  return (
    <LabelledSelect
      {...props}
      labelClassName="text-sm font-medium"
      className="block h-11 w-full appearance-none rounded-full border border-line bg-white pr-10 pl-4 text-sm sm:w-44"
      chevronClassName="right-4 text-muted"
    />
  )
}

/** A list page's search form: its fields, then Search (Enter in the box submits too). */
export function AdminSearchForm({
  onSearch,
  children,
}: {
  onSearch: () => void
  children: ReactNode
}) {
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch()
  }
  return (
    <form
      role="search"
      onSubmit={submit}
      className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {children}
      <Button type="submit">Search</Button>
    </form>
  )
}
