import { useQuery } from '@tanstack/react-query'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { DreEmailSend } from '@/contracts/financial'
import { formatDateTime, formatMonthRange } from '@/lib/format'
import { dreEmailsQuery } from './email-api'
import { DreEmailStatusBadge } from './email-status-badge'

export const SMTP_OFF_TEXT =
  'O envio de e-mails não está configurado neste servidor (SMTP): nenhum DRE é enviado até o administrador configurá-lo.'

/** 'Envios por e-mail': who asked, when, to whom, which period, and how each send went (follows the queued ones). */
export function EmailHistory({ office }: { office: number }) {
  const sends = useQuery(dreEmailsQuery(office))
  return (
    <Card className="mt-6" aria-labelledby="dre-email-history">
      <CardHeader>
        <CardTitle id="dre-email-history">Envios por e-mail</CardTitle>
        {sends.data && !sends.data.smtp ? <p className="text-sm text-warning">{SMTP_OFF_TEXT}</p> : null}
      </CardHeader>
      <CardContent>
        {sends.isError ? (
          <p className="text-sm text-danger">{sends.error.message}</p>
        ) : sends.isPending ? (
          <p className="text-sm text-muted-foreground">Carregando…</p>
        ) : sends.data.envios.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum DRE enviado por e-mail.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[640px] text-sm">
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th className="py-2 pr-3 font-medium">Pedido em</th>
                  <th className="py-2 pr-3 font-medium">Por</th>
                  <th className="py-2 pr-3 font-medium">Período</th>
                  <th className="py-2 pr-3 font-medium">Destinatários</th>
                  <th className="py-2 font-medium">Situação</th>
                </tr>
              </thead>
              <tbody>
                {sends.data.envios.map((send) => (
                  <SendRow key={send.id} send={send} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

function SendRow({ send }: { send: DreEmailSend }) {
  return (
    <tr className="border-t align-top">
      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(send.data_criacao)}</td>
      <td className="py-2 pr-3">{send.usuario ?? '—'}</td>
      <td className="py-2 pr-3 whitespace-nowrap">{formatMonthRange(send.competencia_inicio, send.competencia_fim)}</td>
      <td className="py-2 pr-3 break-all">{send.destinatarios.join(', ')}</td>
      <td className="py-2">
        <div className="flex flex-col items-start gap-1">
          <DreEmailStatusBadge status={send.status} />
          {send.mensagem ? <span className="text-xs text-muted-foreground">{send.mensagem}</span> : null}
        </div>
      </td>
    </tr>
  )
}
