import { Link } from 'react-router'
import { chipQuery } from '@scentia/domain/catalog/shop-url'
import { shopPath } from '../../config/paths'
import { POLICY_LINKS } from './nav-links'

const SHOP_LINKS = [
  { to: '/shop', label: 'All fragrances' },
  { to: shopPath(chipQuery('bestsellers')), label: 'Bestsellers' },
  { to: shopPath(chipQuery('new-arrivals')), label: 'New arrivals' },
  { to: '/collections', label: 'Collections' },
] as const

const HOUSE_LINKS = [
  { to: '/about', label: 'About Scentia' },
  { to: '/contact', label: 'Contact us' },
  { to: '/track', label: 'Track an order' },
  { to: '/quiz', label: 'Perfume quiz' },
] as const

function FooterColumn({
  title,
  links,
}: {
  title: string
  links: readonly { to: string; label: string }[]
}) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-[0.2em] text-gold-light uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-10 items-center text-sm text-cream/80 hover:text-cream"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Footer() {
  return (
    <footer className="mt-auto bg-ink text-cream print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:grid-cols-2 md:px-8 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <div>
          <p className="font-serif text-3xl tracking-[0.08em]">Scentia</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-cream/75">
            A Lagos perfume house. Authentic designer and niche fragrances, chosen with care and
            delivered to your door anywhere in Nigeria.
          </p>
          <p className="mt-5 text-sm text-cream/75">Card payments secured by Paystack.</p>
        </div>
        <FooterColumn title="Shop" links={SHOP_LINKS} />
        <FooterColumn title="The house" links={HOUSE_LINKS} />
        <FooterColumn title="Help" links={POLICY_LINKS} />
      </div>
      <div className="border-t border-cream/10">
        <p className="mx-auto max-w-7xl px-5 py-5 text-xs text-cream/70 md:px-8">
          © {new Date().getFullYear()} Scentia · Lagos, Nigeria
        </p>
      </div>
    </footer>
  )
}
