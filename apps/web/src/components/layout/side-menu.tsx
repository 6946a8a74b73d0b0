import { NavLink } from 'react-router'
import { Dialog } from '../ui/dialog'
import { NAV_LINKS } from './nav-links'

interface SideMenuProps {
  id: string
  open: boolean
  onClose: () => void
}

/** The phone navigation: the same six links as the header, in a focus-trapped drawer. */
export function SideMenu({ id, open, onClose }: SideMenuProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Menu" placement="left">
      <nav id={id} aria-label="Main" className="px-3 py-4">
        <ul className="flex flex-col">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                onClick={onClose}
                className={({ isActive }) =>
                  `flex min-h-12 items-center rounded-xl px-3 font-serif text-2xl transition-colors ${
                    isActive ? 'bg-sand text-ink' : 'text-ink/80 hover:bg-sand hover:text-ink'
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mx-6 mt-4 border-t border-line pt-5 text-sm leading-relaxed text-muted">
        Authentic fragrances, delivered across Lagos and all of Nigeria.
      </p>
    </Dialog>
  )
}
