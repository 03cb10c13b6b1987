// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { AuthProvider } from '#app/session/AuthProvider.tsx'
import { authTokenKey } from '#app/session/auth-token.ts'
import { sitePages } from '#app/site/site-pages.ts'
import routes from '#app/routes.ts'
import SignedInLayout from './layout'
import { handle as billsChecklistHandle } from './bills'

// The signed-in layout gates every portal page: the session check, then the page for a signed-in visitor
// or a notice with a login link that comes back to the page. The pages stand in for the real ones, which
// would call the API; /bcl's own notice is its real route handle.

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// The build defines these constants (vite.config.ts); /bcl's module reads them when it is imported.
vi.hoisted(() => {
  vi.stubGlobal('__PUBLIC_CONFIG__', {
    publicUrl: 'https://studio.test',
    businessPhone: '',
    businessEmail: '',
  })
  vi.stubGlobal('__SOCIAL_PROFILES__', [])
})

let container: HTMLElement

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

/** Renders `path` under AuthProvider and the signed-in layout, as root.tsx and routes.ts nest them. */
async function open(path: string) {
  container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  onTestFinished(() => {
    act(() => root.unmount())
    container.remove()
  })
  const page = (name: string) => () => <p>{name} page</p>
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          {
            Component: SignedInLayout,
            children: [
              { path: '/dashboard', Component: page('Dashboard') },
              { path: '/bcl', Component: page('Bills'), handle: billsChecklistHandle },
              { path: '/dashboard/reports/:id', Component: page('Report') },
            ],
          },
          { path: '/login', Component: page('Login') },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  await act(async () => root.render(<RouterProvider router={router} />))
}

/** The session check answers `reply` (validate_token.php) for the token stored before the page opens. */
function signedInAs(reply: object) {
  localStorage.setItem(authTokenKey, 'stored.token')
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(reply), { status: 200 })),
  )
}

const notice = () => ({
  heading: container.querySelector('h1')?.textContent,
  text: container.querySelector('p')?.textContent,
  link: container.querySelector('a')?.getAttribute('href'),
  label: container.querySelector('a')?.textContent,
})

describe('the signed-in layout', () => {
  it.each([
    [
      '/dashboard',
      "the portal's notice, with a plain login link",
      {
        heading: 'Secure Area',
        text: 'The dashboard is for signed-in clients. Log in to see your projects and messages.',
        link: '/login',
        label: 'Go to Login',
      },
    ],
    [
      '/bcl',
      'its own notice, whose login link comes back to the page',
      {
        heading: 'Hold Up',
        text: 'The bills checklist is only for logged-in users.',
        link: '/login?next=%2Fbcl',
        label: 'Login Now',
      },
    ],
  ])('shows a signed-out visitor at %s %s', async (path, _what, expected) => {
    await open(path)
    expect(notice()).toEqual(expected)
  })

  it("gives a portal page without a notice of its own the portal's, coming back to it after login", async () => {
    await open('/dashboard/reports/7')
    expect(notice().heading).toBe('Secure Area')
    expect(notice().link).toBe('/login?next=%2Fdashboard%2Freports%2F7')
  })

  it('says the session is being checked, then shows the page to a signed-in visitor', async () => {
    let answer: (response: Response) => void = () => {}
    localStorage.setItem(authTokenKey, 'stored.token')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    await open('/bcl')
    expect(container.textContent).toBe('Checking your session…')
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    const reply = { success: true, is_admin: false, username: 'sam' }
    await act(async () => answer(new Response(JSON.stringify(reply), { status: 200 })))
    expect(container.textContent).toBe('Bills page')
  })

  it('shows a signed-in visitor the page itself', async () => {
    signedInAs({ success: true, is_admin: true, username: 'ada' })
    await open('/dashboard/reports/7')
    expect(container.textContent).toBe('Report page')
  })
})

describe('routes.ts', () => {
  it('puts every portal page under the signed-in layout, and nothing else', () => {
    const layout = routes.find((route) => route.file === 'routes/portal/layout.tsx')
    const portalFiles = sitePages
      .filter((page) => page.group === 'portal')
      .map((page) => `routes/portal/${page.slug}.tsx`)
    const children = layout?.children?.map((route) => route.file) ?? []
    expect(children.slice(0, portalFiles.length)).toEqual(portalFiles)
    expect(children.every((file) => file.startsWith('routes/portal/'))).toBe(true)
    expect(routes.filter((route) => route.file.startsWith('routes/portal/') && route !== layout)).toEqual([])
  })
})
