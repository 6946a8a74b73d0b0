import type { ProductPhoto } from '@scentia/domain/catalog/product-photos'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { memoryRoutes } from '../../../test/memory-routes'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ProductTile } from '../../../components/ui/product-tile'
import { buildProduct } from '../../../test/factories'
import { AuthenticityPromise } from './authenticity-promise'
import { ProductGallery } from './product-gallery'

function photo(id: number, overrides: Partial<ProductPhoto> = {}): ProductPhoto {
  return {
    id,
    kind: 'gallery',
    key: `${String(id).padStart(2, '0')}23456789abcdef`,
    width: 1080,
    height: 1350,
    widths: [320, 640, 1080],
    alt: `Photo number ${id}`,
    placeholder: 'data:image/webp;base64,AAAA',
    ...overrides,
  }
}

function inRouter(element: React.ReactElement) {
  const router = memoryRoutes([{ path: '/', element }], { initialEntries: ['/'] })
  return render(router.element)
}

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods, nor scrolling: these do what the browser's do
  // to what the test reads (`open`, and the close event).
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true
    },
    close(this: HTMLDialogElement) {
      this.open = false
      this.dispatchEvent(new Event('close'))
    },
  })
  Object.assign(Element.prototype, { scrollTo: vi.fn() })
})

describe('ProductGallery', () => {
  it('shows the drawn art exactly as before when the product has no photos', () => {
    const product = buildProduct({ name: 'Lagos Rose', brand: 'Scentia', image: '/art.svg' })
    const { container } = render(<ProductGallery product={product} />)
    const img = screen.getByRole('img', { name: 'Lagos Rose by Scentia' })
    expect(img).toHaveAttribute('src', '/art.svg')
    expect(img).toHaveAttribute('width', '480')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(container.querySelector('picture')).toBeNull()
  })

  it('serves <picture> with AVIF then WebP srcsets, sizes, width and height; only the first eager', () => {
    const product = buildProduct({ photos: [photo(1), photo(2), photo(3)] })
    const { container } = render(<ProductGallery product={product} />)
    const pictures = container.querySelectorAll('picture')
    expect(pictures).toHaveLength(3)
    const [avif, webp] = pictures[0]?.querySelectorAll('source') ?? []
    expect(avif).toHaveAttribute('type', 'image/avif')
    expect(avif?.getAttribute('srcset')).toBe(
      '/api/products/photos/0123456789abcdef-320.avif 320w, /api/products/photos/0123456789abcdef-640.avif 640w, /api/products/photos/0123456789abcdef-1080.avif 1080w',
    )
    expect(avif?.getAttribute('sizes')).toContain('calc(100vw - 40px)')
    expect(webp).toHaveAttribute('type', 'image/webp')
    const images = [...container.querySelectorAll('picture img')]
    expect(images[0]).toHaveAttribute('width', '1080')
    expect(images[0]).toHaveAttribute('height', '1350')
    expect(images[0]).toHaveAttribute('loading', 'eager')
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[0]).toHaveAttribute('alt', 'Photo number 1')
    expect(images.slice(1).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy'])
  })

  it('leaves the authenticity photo out of the gallery', () => {
    const product = buildProduct({
      photos: [photo(1), photo(9, { kind: 'authenticity', alt: 'The seal' })],
    })
    render(<ProductGallery product={product} />)
    expect(screen.queryByRole('img', { name: 'The seal' })).toBeNull()
    // One photo: nothing to move between.
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull()
  })

  it('moves with Previous and Next (wrapping), says where it is, and zooms a photo in a dialog', () => {
    const product = buildProduct({ photos: [photo(1), photo(2), photo(3)] })
    render(<ProductGallery product={product} />)
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }))
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Zoom: Photo number 2' }))
    const dialog = screen.getByRole('dialog', { name: 'Photo number 2' })
    expect(within(dialog).getByRole('img', { name: 'Photo number 2' })).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('names an undescribed photo after the product', () => {
    const product = buildProduct({
      name: 'Oud Noir',
      brand: 'Scentia',
      photos: [photo(1, { alt: '' })],
    })
    render(<ProductGallery product={product} />)
    expect(screen.getByRole('img', { name: 'Oud Noir by Scentia, photo 1' })).toBeInTheDocument()
  })
})

describe('product tiles and the authenticity promise', () => {
  it('a tile shows the main photo as a lazy <picture> sized for a column; without one, the art', () => {
    const withPhoto = inRouter(
      <ProductTile product={buildProduct({ photos: [photo(1)] })} />,
    ).container
    const source = withPhoto.querySelector('picture source[type="image/avif"]')
    expect(source?.getAttribute('sizes')).toBe(
      '(min-width: 1024px) 300px, (min-width: 768px) 31vw, 46vw',
    )
    expect(withPhoto.querySelector('picture img')).toHaveAttribute('loading', 'lazy')
    const art = inRouter(<ProductTile product={buildProduct({ image: '/art.svg' })} />).container
    expect(art.querySelector('picture')).toBeNull()
    expect(art.querySelector('img')).toHaveAttribute('src', '/art.svg')
  })

  it('shows the box, seal and batch code beside the promise when the owner added it', () => {
    inRouter(
      <AuthenticityPromise
        product={buildProduct({
          name: 'Oud Noir',
          photos: [photo(1), photo(9, { kind: 'authenticity', alt: '' })],
        })}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Authenticity' })).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: 'The box, seal and batch code of Oud Noir' }),
    ).toBeInTheDocument()
  })

  it('keeps the promise without a photo', () => {
    inRouter(<AuthenticityPromise product={buildProduct({ photos: [photo(1)] })} />)
    expect(screen.getByRole('link', { name: 'How we check every bottle' })).toHaveAttribute(
      'href',
      '/authenticity',
    )
    expect(screen.queryByRole('img')).toBeNull()
  })
})
