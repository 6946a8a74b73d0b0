import { Menu } from 'lucide-react'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { BrandMark } from './brand-mark'
import { NAV_LINKS } from './nav-links'
import { preloadOnIntent } from '../../lib/preload-on-intent'

interface HeaderProps {
  onOpenMenu: () => void
  isMenuOpen: boolean
  menuId: string
  /**
   * Search, account and cart buttons, composed by the app from their features, in their own
   * container: right-aligned after the links, shown only with JavaScript (`js-only ml-auto flex
   * items-center md:ml-0`).
   */
  actions: ReactNode
}

/** The phone menu's code, fetched while the finger or pointer is on its way (app/routes/root-layout.tsx). */
function preloadMenu() {
  void import('./side-menu')
}

/** Site header: menu button under 768 px (docs/product.md §S9), the six links from 768 px, then actions. */
export function Header({ onOpenMenu, isMenuOpen, menuId, actions }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:px-4 md:h-20 md:gap-3 md:px-6 lg:gap-6 lg:px-8">
        <button
          type="button"
          onClick={onOpenMenu}
          {...preloadOnIntent(preloadMenu)}
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          aria-controls={isMenuOpen ? menuId : undefined}
          className="js-only inline-flex size-11 items-center justify-center rounded-full hover:bg-ink/[0.06] md:hidden"
        >
          <Menu aria-hidden="true" className="size-6" strokeWidth={1.6} />
        </button>
        <BrandMark className="px-1" />
        <nav aria-label="Main" className="hidden flex-1 justify-center md:flex">
          <ul className="flex items-center gap-4 lg:gap-7 xl:gap-9">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    `relative py-2 text-xs font-medium tracking-[0.08em] uppercase lg:text-[0.8rem] lg:tracking-[0.16em] transition-colors after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-gold after:transition-transform ${
                      isActive
                        ? 'text-ink after:scale-x-100'
                        : 'text-muted after:scale-x-0 hover:text-ink hover:after:scale-x-100'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {actions}
        {/* Without JavaScript the buttons above cannot open anything: the shop's own search form can. */}
        <a
          href="/shop"
          className="no-js-only ml-auto inline-flex min-h-11 items-center px-3 text-sm font-medium underline decoration-gold underline-offset-4 md:ml-0"
        >
          Search the shop
        </a>
      </div>
    </header>
  )
}
