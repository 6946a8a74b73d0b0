import { describe, expect, it } from 'vitest'
import { filesOf, type Manifest, staticClosure } from './bundle.js'

// The shape Vite writes: an HTML entry, lazily imported routes, and a vendor chunk both share.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/shop.tsx'],
    css: ['assets/index-c3.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_product-card-d4.js': {
    file: 'assets/product-card-d4.js',
    imports: ['_react-b2.js'],
    css: ['assets/card-e5.css'],
  },
  'src/app/routes/home.tsx': {
    file: 'assets/home-f6.js',
    isDynamicEntry: true,
    imports: ['_product-card-d4.js'],
  },
  'src/app/routes/shop.tsx': {
    file: 'assets/shop-g7.js',
    isDynamicEntry: true,
    imports: ['_product-card-d4.js', '_react-b2.js'],
    dynamicImports: ['_paystack-h8.js'],
  },
  '_paystack-h8.js': { file: 'assets/paystack-h8.js' },
}

describe('staticClosure', () => {
  it('follows static imports transitively, not dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html']).sort()).toEqual(['_react-b2.js', 'index.html'])
    expect(staticClosure(manifest, ['index.html', 'src/app/routes/shop.tsx']).sort()).toEqual([
      '_product-card-d4.js',
      '_react-b2.js',
      'index.html',
      'src/app/routes/shop.tsx',
    ])
  })

  it('ignores keys the manifest does not have (a route bundled into the entry)', () => {
    expect(staticClosure(manifest, ['src/app/routes/missing.tsx'])).toEqual([])
  })
})

describe('filesOf', () => {
  it('lists each shared file once, with the CSS of every chunk', () => {
    const keys = staticClosure(manifest, ['index.html', 'src/app/routes/home.tsx'])
    expect(filesOf(manifest, keys)).toEqual({
      js: [
        'assets/home-f6.js',
        'assets/index-a1.js',
        'assets/product-card-d4.js',
        'assets/react-b2.js',
      ],
      css: ['assets/card-e5.css', 'assets/index-c3.css'],
    })
  })
})
