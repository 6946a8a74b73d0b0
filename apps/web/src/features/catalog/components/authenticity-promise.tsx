import type { Product } from '@scentia/domain/catalog/product'
import { authenticityPhoto } from '@scentia/domain/catalog/product-photos'
import { ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import { ProductPicture } from '../../../components/ui/product-picture'

/**
 * The shop's authenticity promise (docs/product.md §12's /authenticity), with the owner's photo
 * of this product's box, seal and batch code beside it when there is one (docs/decisions/049):
 * shoppers who fear fakes see what will arrive.
 */
export function AuthenticityPromise({ product }: { product: Pick<Product, 'name' | 'photos'> }) {
  const photo = authenticityPhoto(product.photos)
  return (
    <section
      aria-labelledby="authenticity-heading"
      className="flex gap-4 rounded-2xl border border-line bg-white/60 p-4"
    >
      <div className="min-w-0 flex-1">
        <h2 id="authenticity-heading" className="flex items-center gap-2 font-serif text-xl">
          <ShieldCheck aria-hidden="true" className="size-5 text-gold-deep" />
          Authenticity
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink/85">
          Every bottle is genuine, sealed and sourced from trusted distributors.
          {photo ? ' Here is the box, seal and batch code of the one we sell.' : ''}
        </p>
        <Link
          to="/authenticity"
          className="mt-2 inline-flex min-h-11 items-center text-sm underline decoration-gold underline-offset-4"
        >
          How we check every bottle
        </Link>
      </div>
      {photo ? (
        <figure className="w-28 shrink-0 sm:w-36">
          <ProductPicture
            photo={photo}
            sizes="(min-width: 640px) 144px, 112px"
            alt={photo.alt || `The box, seal and batch code of ${product.name}`}
            className="aspect-square w-full rounded-xl object-cover"
          />
        </figure>
      ) : null}
    </section>
  )
}
