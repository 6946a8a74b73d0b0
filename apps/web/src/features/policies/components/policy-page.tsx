import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageIntro } from '../../../components/layout/page-intro'
import { ColumnHeads } from '../../../components/ui/column-heads'
import { POLICY_LINKS } from '../../../components/layout/nav-links'
import { useAppConfig } from '../../../lib/app-config'

/** Links inside a policy's text: the shop's gold underline, a comfortable tap target. */
const POLICY_LINK_CLASSES =
  'underline decoration-gold decoration-2 underline-offset-4 hover:decoration-ink'

interface PolicyPageProps {
  path: (typeof POLICY_LINKS)[number]['to']
  eyebrow: string
  title: string
  /** The page's lead: the promise in one or two sentences. */
  lead: ReactNode
  /** When the text last changed, as the shopper reads it ("28 November 2026"). */
  updated: string
  children: ReactNode
}

/**
 * The frame of every policy page (docs/product.md §12): the intro, the sections in a readable
 * column, and the other policies at the foot. Plain text and links only, so the server's HTML
 * is the whole page, with or without JavaScript (docs/product.md §8).
 */
export function PolicyPage({ path, eyebrow, title, lead, updated, children }: PolicyPageProps) {
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 md:px-8 md:py-20">
      <PageIntro eyebrow={eyebrow} title={title}>
        {lead}
      </PageIntro>
      <p className="mt-4 text-sm text-muted">Last updated {updated}</p>
      <div className="mt-12 flex max-w-3xl flex-col gap-12 text-[1.05rem] leading-relaxed">
        {children}
      </div>
      <nav aria-label="Our policies" className="mt-16 max-w-3xl border-t border-line pt-8">
        <h2 className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">
          Our policies
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
          {POLICY_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={link.to === path ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center text-sm ${link.to === path ? 'font-semibold' : POLICY_LINK_CLASSES}`}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/** One titled part of a policy, a landmark named by its heading. */
export function PolicySection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="font-serif text-2xl tracking-tight md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

const CELL = 'border-b border-line px-2 py-2.5 text-left align-top sm:px-3'
const NUMBER_CELL = `${CELL} text-right tabular-nums`

export interface PolicyColumn {
  label: ReactNode
  /** Figures: right-aligned, in even-width digits. */
  numeric?: boolean
}

export interface PolicyRow {
  key: string | number
  /** The row's own name (its header cell). */
  header: ReactNode
  /** One cell for each column after the first. */
  cells: ReactNode[]
}

/**
 * A table in a policy's text: the first column names each row, a caption for screen readers,
 * and sideways scrolling inside its box rather than past a phone's edge.
 */
export function PolicyTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: PolicyColumn[]
  rows: PolicyRow[]
}) {
  const classOf = (column: PolicyColumn | undefined) => (column?.numeric ? NUMBER_CELL : CELL)
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads
          columns={columns.map((column) => ({ label: column.label, className: classOf(column) }))}
          rowClassName="text-sm text-muted"
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${CELL} font-normal`}>
                {row.header}
              </th>
              {row.cells.map((content, index) => (
                <td key={index} className={classOf(columns[index + 1])}>
                  {content}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

type PolicyLinkTarget = { to: string; href?: never } | { href: string; to?: never }

/** A link in a policy's text: to another page of the shop (`to`), or a phone or anchor (`href`). */
export function PolicyLink({ to, href, children }: PolicyLinkTarget & { children: ReactNode }) {
  return to === undefined ? (
    <a href={href} className={POLICY_LINK_CLASSES}>
      {children}
    </a>
  ) : (
    <Link to={to} className={POLICY_LINK_CLASSES}>
      {children}
    </Link>
  )
}

/** A bulleted list in a policy's text. */
export function PolicyList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-gold-deep">{children}</ul>
}

/**
 * The support address (SUPPORT_EMAIL, from GET /api/config, which the server's render loads
 * with every page) as a mail link; a placeholder of its size while it is not known.
 */
export function SupportEmail() {
  const { data: config } = useAppConfig()
  if (!config) return <span className="inline-block h-5 w-44 animate-pulse rounded bg-ink/[0.07]" />
  return (
    <a href={`mailto:${config.supportEmail}`} className={`break-words ${POLICY_LINK_CLASSES}`}>
      {config.supportEmail}
    </a>
  )
}
