import { Link } from 'react-router'

/** What a client sees: a static project portal with placeholders, and a way to send a message. */
export function ClientPortal() {
  return (
    <div className="card-grid dashboard-grid">
      <section className="card" aria-labelledby="portal-project">
        <h2 id="portal-project" className="h3">
          Your project
        </h2>
        <p>Project status, milestones and launch dates will appear here.</p>
        <p className="field-hint">Nothing to show yet.</p>
      </section>
      <section className="card" aria-labelledby="portal-reports">
        <h2 id="portal-reports" className="h3">
          Monthly reports
        </h2>
        <p>Your monthly analytics review and roadmap will be posted here.</p>
        <p className="field-hint">Nothing to show yet.</p>
      </section>
      <section className="card" aria-labelledby="portal-messages">
        <h2 id="portal-messages" className="h3">
          Messages
        </h2>
        <p>Need an update, a fix or a new page? Send a note and it goes straight to the studio.</p>
        <Link className="btn" to="/contact">
          Send a Message
        </Link>
      </section>
    </div>
  )
}
