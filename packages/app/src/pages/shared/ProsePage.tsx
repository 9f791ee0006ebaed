import { SimplePage } from './SimplePage'
import { Prose } from './Page.styles'

export type ProseSection = { heading: string; body: string }

export type ProsePageProps = {
  title: string
  lead?: string
  sections: readonly ProseSection[]
}

/** Long-form text in headed sections (legal texts, about). */
export function ProsePage({ title, lead, sections }: ProsePageProps) {
  return (
    <SimplePage title={title} lead={lead}>
      <Prose>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </Prose>
    </SimplePage>
  )
}

ProsePage.displayName = 'ProsePage'
