import { useQuery } from '@tanstack/react-query'
import { Monitor, Smartphone } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import type { SessionRow } from '@/contracts/security'
import { useOnlineOnly } from '@/db/online-only'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { QueryPart } from './query-part'
import { securityQueries, useEndOtherSessions, useEndSession } from './security-api'

const MOBILE = /iPhone|iPad|Android/

/** 'Sessões': where the account is signed in, this one marked; any other can be ended, or all of them at once. */
export function SessionsCard() {
  const query = useQuery(securityQueries.sessions())
  const endOthers = useEndOtherSessions()
  const online = useOnlineOnly()
  const others = query.data?.filter((s) => !s.atual) ?? []
  return (
    <Card aria-labelledby="sessoes-titulo">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="sessoes-titulo" className="text-base font-semibold">
            Sessões
          </h2>
          <p className="text-sm text-muted-foreground">Os aparelhos e navegadores em que a sua conta está aberta.</p>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={others.length === 0 || online.disabled}
          title={online.title}
          loading={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => notify({ text: 'As outras sessões foram encerradas.', color: 'success' }),
            })
          }
        >
          Encerrar todas as outras
        </Button>
      </CardHeader>
      <CardContent>
        <QueryPart query={query}>
          {(sessions) => (
            <>
              <ul className="grid divide-y rounded-lg border" aria-label="Sessões abertas">
                {sessions.map((session) => (
                  <SessionItem key={session.id} session={session} />
                ))}
              </ul>
              {others.length === 0 ? (
                <p className="mt-3 text-sm text-muted-foreground">Nenhuma outra sessão aberta.</p>
              ) : null}
            </>
          )}
        </QueryPart>
      </CardContent>
    </Card>
  )
}

function SessionItem({ session }: { session: SessionRow }) {
  const end = useEndSession()
  const online = useOnlineOnly()
  const Icon = MOBILE.test(session.dispositivo) ? Smartphone : Monitor
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" data-testid="sessao">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.dispositivo}
          {session.atual ? <Badge variant="success">Esta sessão</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {session.endereco ? `${session.endereco} · ` : ''}Último uso: {formatDateTime(session.ultimo_uso)} · Desde{' '}
          {formatDateTime(session.criada_em)}
        </p>
      </div>
      {session.atual ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={end.isPending}
          aria-label={`Encerrar a sessão de ${session.dispositivo}`}
          onClick={() => end.mutate(session.id)}
          {...online}
        >
          Encerrar
        </Button>
      )}
    </li>
  )
}
