import { NavLink } from 'react-router'

/** The admin's way to the care plan's pages, on the dashboard and on each of them. */
export function CarePlanAdminNav() {
  return (
    <nav aria-label="Care plan" className="no-print">
      <ul className="portal-nav">
        <li>
          <NavLink to="/dashboard/clients">Clients and sites</NavLink>
        </li>
        <li>
          <NavLink to="/dashboard/requests">Requests inbox</NavLink>
        </li>
        <li>
          <NavLink to="/dashboard/reports">Reports</NavLink>
        </li>
      </ul>
    </nav>
  )
}
