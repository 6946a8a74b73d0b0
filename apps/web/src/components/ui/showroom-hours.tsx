import { SHOWROOM } from '@scentia/domain/contact/showroom'

/** The showroom's opening hours as a two-column list, from the one place they are kept. */
export function ShowroomHours({ className }: { className: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] ${className}`}>
      {SHOWROOM.hours.map((row) => (
        <div key={row.days} className="contents">
          <dt className="text-muted">{row.days}</dt>
          <dd>{row.time}</dd>
        </div>
      ))}
    </dl>
  )
}
