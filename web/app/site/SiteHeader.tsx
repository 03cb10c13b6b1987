import { useEffect, useId, useRef, useState } from 'react'
import { NavLink } from 'react-router'
import { useAuth } from '#app/features/accounts/client/AuthProvider.tsx'
import { siteConfig } from './config'

const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/tools', label: 'Tools' },
]

/** The header on every page. One link list serves both layouts: a row on wide screens, a menu on phones. */
export function SiteHeader() {
  const { isAuthenticated, logout } = useAuth()
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
        <NavLink to="/" className="brand" onClick={closeMenu}>
          {siteConfig.siteName}
        </NavLink>
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
                <NavLink to={link.to} end onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {isAuthenticated ? (
              <>
                <li>
                  <NavLink to="/dashboard" onClick={closeMenu}>
                    Dashboard
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/bcl" onClick={closeMenu}>
                    Bills
                  </NavLink>
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
              <li>
                <NavLink to="/login" onClick={closeMenu}>
                  Client Login
                </NavLink>
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
