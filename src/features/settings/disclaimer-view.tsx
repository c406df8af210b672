import { PageHeader } from '@/components/page-header'
import { currentOfficeStore } from '../offices/office-store'
import { useSession } from '../session/session-store'
import { useDisclaimers } from './disclaimers-api'

/** /disclaimer and /financeiro/disclaimer: the office's text for that place (§3 disclaimers). */
export function DisclaimerView({ codigo, title }: { codigo: 'geral' | 'financeiro'; title: string }) {
  const user = useSession()
  const selected = currentOfficeStore.use()
  const officeId = selected?.id ?? user?.escritorio?.id ?? null
  const { rows } = useDisclaimers(officeId)
  const text = rows?.find((d) => d.codigo === codigo)?.texto
  return (
    <div className="max-w-3xl">
      <PageHeader title={title} />
      <article
        className="whitespace-pre-wrap rounded-lg border bg-card p-5 text-sm leading-relaxed"
        data-testid={`disclaimer-${codigo}`}
      >
        {officeId === null ? 'Selecione um escritório.' : (text ?? 'Nenhum texto cadastrado.')}
      </article>
    </div>
  )
}
