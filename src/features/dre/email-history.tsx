import { useQuery } from '@tanstack/react-query'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { DreEmailSend } from '@/contracts/financial'
import { formatDateTime, formatMonthRange } from '@/lib/format'
import { useOnline } from '@/lib/online'
import { dreEmailsQuery } from './email-api'
import { DreEmailStatusBadge } from './email-status-badge'

export const SMTP_OFF_TEXT =
  'O envio de e-mails não está configurado neste servidor (SMTP): nenhum DRE é enviado até o administrador configurá-lo.'

/** 'Envios por e-mail': who asked, when, to whom, which period, and how each send went (follows the queued ones). */
export function EmailHistory({ office }: { office: number }) {
  const sends = useQuery(dreEmailsQuery(office))
  const online = useOnline()
  return (
    <Card className="mt-6" aria-labelledby="dre-email-history">
      <CardHeader>
        <CardTitle id="dre-email-history">Envios por e-mail</CardTitle>
        {sends.data && !sends.data.smtp ? <p className="text-sm text-warning">{SMTP_OFF_TEXT}</p> : null}
      </CardHeader>
      <CardContent>
        {sends.data === undefined ? (
          <p className={sends.isError && online ? 'text-sm text-danger' : 'text-sm text-muted-foreground'}>
            {!online
              ? 'O histórico de envios aparece quando a conexão voltar.'
              : sends.isError
                ? sends.error.message
                : 'Carregando…'}
          </p>
        ) : sends.data.envios.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum DRE enviado por e-mail.</p>
        ) : (
          <ul className="flex flex-col divide-y text-sm">
            {sends.data.envios.map((send) => (
              <SendItem key={send.id} send={send} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

/** One send: when, who and which period; the recipients; its status and message (one column on a phone). */
function SendItem({ send }: { send: DreEmailSend }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 break-words py-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex flex-1 flex-col gap-0.5">
        <span className="font-medium">
          DRE {formatMonthRange(send.competencia_inicio, send.competencia_fim)} · {send.destinatarios.join(', ')}
        </span>
        <span className="text-xs text-muted-foreground">
          Pedido em {formatDateTime(send.data_criacao)}
          {send.usuario ? ` por ${send.usuario}` : ''}
          {send.enviado_em ? ` · enviado em ${formatDateTime(send.enviado_em)}` : ''}
        </span>
      </div>
      <div className="flex flex-col items-start gap-1 sm:w-64">
        <DreEmailStatusBadge status={send.status} />
        {send.mensagem ? <span className="text-xs text-muted-foreground">{send.mensagem}</span> : null}
      </div>
    </li>
  )
}
