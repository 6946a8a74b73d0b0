import { GENDER_LABELS, INTENSITIES, type Product } from '@scentia/domain/catalog/product'

/** Size, who it is for (docs/product.md §S3 labels), family and intensity, as a definition list. */
export function ProductFacts({
  product,
}: {
  product: Pick<Product, 'size' | 'gender' | 'type' | 'intensity'>
}) {
  const level = INTENSITIES.indexOf(product.intensity) + 1
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line text-sm">
      <Fact term="Size" value={product.size} />
      <Fact term="For" value={GENDER_LABELS[product.gender]} />
      <Fact term="Scent family" value={product.type} />
      <div className="bg-cream px-4 py-3">
        <dt className="text-xs text-muted">Intensity</dt>
        <dd className="mt-1 flex items-center gap-2 font-medium">
          {product.intensity}
          <span aria-hidden="true" className="flex gap-1">
            {INTENSITIES.map((intensity, index) => (
              <span
                key={intensity}
                className={`h-1.5 w-3 rounded-full ${index < level ? 'bg-gold' : 'bg-ink/15'}`}
              />
            ))}
          </span>
        </dd>
      </div>
    </dl>
  )
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="bg-cream px-4 py-3">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="mt-1 font-medium">{value}</dd>
    </div>
  )
}
