import type { Milestone } from './care-plan-api'
import { formatCalendarDay } from '#app/common/dates/calendar-day.ts'

/** The project's milestones in order, each marked done or to do in words and by its marker's shape. */
export function MilestoneTimeline({ milestones }: { milestones: Milestone[] }) {
  if (milestones.length === 0) return <p className="field-hint">The studio has not set any milestones yet.</p>
  return (
    <ol className="timeline">
      {milestones.map((milestone, index) => (
        <li key={index} className={milestone.done ? 'timeline__step timeline__step--done' : 'timeline__step'}>
          <span className="timeline__title">{milestone.title}</span>
          <span className="timeline__when">
            {milestone.done ? 'Done' : 'To do'}
            {milestone.due ? ` · due ${formatCalendarDay(milestone.due)}` : ''}
          </span>
        </li>
      ))}
    </ol>
  )
}
