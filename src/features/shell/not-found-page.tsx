import { getRouteApi, Link } from '@tanstack/react-router'
import { FileQuestion } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'

const route = getRouteApi('/404')

export function NotFoundPage() {
  const { recurso } = route.useSearch()
  return (
    <main className="grid min-h-full place-items-center p-6">
      <div className="flex max-w-md flex-col items-center gap-3 text-center">
        <FileQuestion className="size-12 text-muted-foreground" aria-hidden />
        <h1 className="text-3xl font-bold">Not Found</h1>
        <p className="text-muted-foreground">
          Não encontramos{' '}
          {recurso ? (
            <code className="rounded bg-muted px-1.5 py-0.5 text-sm text-foreground">{recurso}</code>
          ) : (
            'esta página'
          )}
          .
        </p>
        <Link to="/home" className={buttonVariants()}>
          Voltar para a Visão Geral
        </Link>
      </div>
    </main>
  )
}
