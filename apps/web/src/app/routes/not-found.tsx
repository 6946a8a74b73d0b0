import { MAX_SEARCH_TEXT } from '@scentia/domain/catalog/search'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { useGoBack } from '../../components/layout/use-go-back'
import { Button } from '../../components/ui/button'
import { SearchBox } from '../../components/ui/search-box'
import { WayOutActions } from '../../components/ui/way-out-actions'
import { bindValue } from '../../lib/form-bindings'
import { SampleFragrances } from '../../features/catalog/components/sample-fragrances'
import { RecentlyViewed } from '../../features/discover/components/recently-viewed'
import { shopPath } from '../../config/paths'

/** 'Fragrance Not Found' (docs/product.md §S2): any path the shop does not know. */
export function NotFoundRoute() {
  const navigate = useNavigate()
  const goBack = useGoBack()
  const [text, setText] = useState('')
  const inputId = useId()

  return (
    <div className="mx-auto max-w-4xl px-5 py-14 text-center md:py-20">
      <p className="font-serif text-7xl text-gold-deep md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-4xl tracking-tight md:text-5xl">Fragrance Not Found</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">
        This page has evaporated. Search for a scent, or head back to the collection.
      </p>

      <form
        role="search"
        className="mx-auto mt-8 flex max-w-md gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          const query = text.trim()
          // docs/product.md §S2: only a non-empty search goes to the shop.
          if (query) void navigate(shopPath({ q: query }))
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Search fragrances
        </label>
        <SearchBox
          wrapperClassName="flex-1"
          iconClassName="left-4 size-4"
          id={inputId}
          maxLength={MAX_SEARCH_TEXT}
          placeholder="Search scents"
          {...bindValue(text, setText)}
          className="h-12 w-full rounded-full border border-ink/20 bg-white/70 pr-4 pl-10 text-base placeholder:text-muted hover:border-ink"
        />
        <Button type="submit" size="lg" className="px-6">
          Search
        </Button>
      </form>

      <WayOutActions onBack={goBack} className="mt-6 flex flex-wrap justify-center gap-3" />

      <RecentlyViewed className="mt-16 text-left" />
      <section aria-labelledby="suggestions-heading" className="mt-16">
        <h2 id="suggestions-heading" className="font-serif text-2xl tracking-tight">
          You might like
        </h2>
        <div className="mt-6">
          <SampleFragrances />
        </div>
      </section>
    </div>
  )
}
