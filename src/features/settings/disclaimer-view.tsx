import { PageHeader } from '@/components/page-header'
import { LoadingBlock } from '@/features/shell/offline-states'
import { useOnline } from '@/lib/online'
import { currentOfficeStore } from '../offices/office-store'
import { useSession } from '../session/session-store'
import { useDisclaimers } from './disclaimers-api'

/** /disclaimer and /financeiro/disclaimer: the office's text for that place (§3 disclaimers). */
export function DisclaimerView({ codigo, title }: { codigo: 'geral' | 'financeiro'; title: string }) {
  const user = useSession()
  const selected = currentOfficeStore.use()
  const officeId = selected?.id ?? user?.escritorio?.id ?? null
  const { rows } = useDisclaimers(officeId)
  const online = useOnline()
  const text = rows?.find((d) => d.codigo === codigo)?.texto
  // Offline, no text saved on this device says nothing about the office's texts: wait for the connection.
  const waiting = officeId !== null && (rows === undefined || (!online && rows.length === 0))
  return (
    <div className="max-w-3xl">
      <PageHeader title={title} />
      {waiting ? (
        <LoadingBlock className="h-24 rounded-lg" />
      ) : (
        <article
          className="whitespace-pre-wrap rounded-lg border bg-card p-5 text-sm leading-relaxed"
          data-testid={`disclaimer-${codigo}`}
        >
          {officeId === null ? 'Selecione um escritório.' : (text ?? 'Nenhum texto cadastrado.')}
        </article>
      )}
    </div>
  )
}
