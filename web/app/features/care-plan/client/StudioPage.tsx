import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CarePlanAdminNav } from './CarePlanAdminNav'

/**
 * The frame of the admin's care plan pages: heading, a line on what the page is for, the care plan's
 * navigation, then the page; a client who follows a link here gets a sentence and the way back instead.
 */
export function StudioPage({
  title,
  intro,
  isAdmin,
  children,
}: {
  title: string
  intro: string
  isAdmin: boolean
  children: ReactNode
}) {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{title}</h1>
        <p>{intro}</p>
        {isAdmin && <CarePlanAdminNav />}
      </header>
      {isAdmin ? (
        children
      ) : (
        <p role="alert">
          This page is for the studio. <Link to="/dashboard">Back to your dashboard</Link>
        </p>
      )}
    </div>
  )
}

/** Over a request's or a report's page: the way back to the list it was opened from. */
export function BackLink({
  isAdmin,
  adminList,
  adminLabel,
}: {
  isAdmin: boolean
  adminList: string
  adminLabel: string
}) {
  return (
    <p className="no-print">
      <Link to={isAdmin ? adminList : '/dashboard'}>{isAdmin ? adminLabel : 'Back to your dashboard'}</Link>
    </p>
  )
}
