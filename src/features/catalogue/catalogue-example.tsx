import type { ReactNode } from 'react'

/** A labelled example inside a catalogue section. */
export function CatalogueExample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      {children}
    </div>
  )
}
