import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { useAuth } from '#app/session/AuthProvider.tsx'
import { siteConfig } from './config'

const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/tools', label: 'Tools' },
]

/**
 * The header on every page. One link list serves both layouts: a row on wide screens, a menu on phones.
 * `pageKnown` false: the SPA fallback's first paint, built for no address in particular, marks no link as
 * the current page.
 */
export function SiteHeader({ pageKnown = true }: { pageKnown?: boolean }) {
  const { isAuthenticated, loading, logout } = useAuth()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])

  const closeMenu = () => setMenuOpen(false)

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <HeaderLink markCurrent={pageKnown} to="/" className="brand" onClick={closeMenu}>
          {siteConfig.siteName}
        </HeaderLink>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          Menu
        </button>
        <nav aria-label="Main" className="site-nav">
          <ul id={menuId} className={menuOpen ? 'site-nav__list is-open' : 'site-nav__list'}>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <HeaderLink markCurrent={pageKnown} to={link.to} end onClick={closeMenu}>
                  {link.label}
                </HeaderLink>
              </li>
            ))}
            {isAuthenticated ? (
              <>
                <li>
                  <HeaderLink markCurrent={pageKnown} to="/dashboard" onClick={closeMenu}>
                    Dashboard
                  </HeaderLink>
                </li>
                <li>
                  <HeaderLink markCurrent={pageKnown} to="/bcl" onClick={closeMenu}>
                    Bills
                  </HeaderLink>
                </li>
                <li>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      closeMenu()
                      logout()
                    }}
                  >
                    Logout
                  </button>
                </li>
              </>
            ) : (
              // While the session is being checked the login link holds its place unseen: a signed-in
              // visitor never sees it flash, a signed-out one sees it appear without the row moving.
              <li className={loading ? 'site-nav__unseen' : undefined}>
                <HeaderLink markCurrent={pageKnown} to="/login" onClick={closeMenu}>
                  Client Login
                </HeaderLink>
              </li>
            )}
            <li>
              <a href={siteConfig.developerSiteUrl} target="_blank" rel="noopener" onClick={closeMenu}>
                Developer Site<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}

interface HeaderLinkProps {
  to: string
  className?: string
  end?: boolean
  onClick: () => void
  children: ReactNode
  /** Marks the link as the current page (aria-current) when it is: a NavLink, else a plain Link. */
  markCurrent: boolean
}

function HeaderLink({ markCurrent, end, ...link }: HeaderLinkProps) {
  return markCurrent ? <NavLink end={end} {...link} /> : <Link {...link} />
}
