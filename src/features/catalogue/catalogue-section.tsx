import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'

type Props = { id: string; title: string; description?: ReactNode; children: ReactNode }

/** One block of the catalogue, with an anchor for the index. */
export function CatalogueSection({ id, title, description, children }: Props) {
  return (
    <Card id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-20">
      <CardHeader>
        <h2 id={`${id}-titulo`} className="text-base font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </CardHeader>
      <CardContent className="grid gap-6">{children}</CardContent>
    </Card>
  )
}
