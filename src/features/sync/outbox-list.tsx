import { AlertTriangle, Clock, GitCompare } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { OutboxEntry } from '@/db/database'
import { discardEntry, retryEntry } from '@/db/outbox'
import { useSync } from '@/db/sync-context'
import { formatDateTime } from '@/lib/format'

/** A short, human description of a queued row: its first text field. */
export function summarize(row: unknown): string {
  if (row === null || typeof row !== 'object') return '—'
  const record = row as Record<string, unknown>
  const text = ['texto', 'nome', 'nome_escritorio', 'titulo', 'subject', 'descricao']
    .map((k) => record[k])
    .find((v) => typeof v === 'string')
  return typeof text === 'string' ? text : JSON.stringify(row)
}

export function OutboxList({ entries }: { entries: OutboxEntry[] }) {
  const { db, kick } = useSync()
  const retry = async (seq: number) => {
    await retryEntry(db, seq)
    kick()
  }
  return (
    <div>
      <p className="border-b px-4 py-3 text-sm font-semibold">Alterações ainda não enviadas</p>
      <ul className="max-h-96 divide-y overflow-y-auto">
        {entries.map((entry) => (
          <li key={entry.seq} className="space-y-2 px-4 py-3 text-sm" data-testid="pendencia" data-state={entry.state}>
            <div className="flex items-center gap-2">
              {entry.state === 'conflict' ? (
                <GitCompare className="size-4 text-warning" aria-hidden />
              ) : entry.state === 'failed' ? (
                <AlertTriangle className="size-4 text-danger" aria-hidden />
              ) : (
                <Clock className="size-4 text-muted-foreground" aria-hidden />
              )}
              <span className="font-medium">{entry.label}</span>
              <span className="ml-auto text-xs text-muted-foreground tabular">
                {formatDateTime(new Date(entry.createdAt))}
              </span>
            </div>
            {entry.state === 'pending' || entry.state === 'sending' ? (
              <p className="text-xs text-muted-foreground">
                {entry.lastError ? `${entry.lastError}. Nova tentativa em breve.` : 'Aguardando envio.'}
              </p>
            ) : null}
            {entry.state === 'failed' ? (
              <>
                <p className="text-xs text-danger">{entry.lastError}</p>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => void retry(entry.seq!)}>
                    Tentar novamente
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void discardEntry(db, entry.seq!)}>
                    Descartar
                  </Button>
                </div>
              </>
            ) : null}
            {entry.state === 'conflict' ? (
              <>
                <p className="text-xs text-warning">{entry.lastError}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 rounded-md bg-muted p-2 text-xs">
                  <dt className="font-semibold">Sua versão</dt>
                  <dd data-testid="versao-minha">{summarize(entry.after)}</dd>
                  <dt className="font-semibold">No servidor</dt>
                  <dd data-testid="versao-servidor">{entry.server ? summarize(entry.server) : 'removido'}</dd>
                </dl>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => void retry(entry.seq!)}>
                    Manter a minha
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void discardEntry(db, entry.seq!)}>
                    Manter a do servidor
                  </Button>
                </div>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
