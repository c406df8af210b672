import { Construction } from 'lucide-react'
import { PageHeader } from './page-header'

/** The page of an area whose issue has not been built yet: says so plainly. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card p-12 text-center">
        <Construction className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">Em construção</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Esta área ainda está sendo desenvolvida e estará disponível em breve.
        </p>
      </div>
    </div>
  )
}
