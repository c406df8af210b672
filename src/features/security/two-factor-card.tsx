import { useQuery } from '@tanstack/react-query'
import { ShieldAlert, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Toggle } from '@/components/ui/toggle'
import type { TwoFactorStatus } from '@/contracts/security'
import { useOnlineOnly } from '@/db/online-only'
import { useSession } from '@/features/session/session-store'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notify'
import { DisableDialog } from './disable-dialog'
import { EnrolmentPanel } from './enrolment-panel'
import { QueryPart } from './query-part'
import { securityQueries, useOfficeRequirement, useRefreshSecurity } from './security-api'

/** 'Verificação em duas etapas': its state, enrolment, the recovery codes left and turning it off. */
export function TwoFactorCard() {
  const query = useQuery(securityQueries.twoFactor())
  const refresh = useRefreshSecurity()
  // Kept open after the confirmation, while the recovery codes are on screen.
  const [enrolling, setEnrolling] = useState(false)
  const status = query.data
  return (
    <Card aria-labelledby="segundo-fator-titulo">
      <CardHeader className="flex-row flex-wrap items-center gap-2">
        <h2 id="segundo-fator-titulo" className="text-base font-semibold">
          Verificação em duas etapas
        </h2>
        {status ? (
          <Badge variant={status.ativo ? 'success' : 'warning'}>{status.ativo ? 'Ativada' : 'Desativada'}</Badge>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryPart query={query}>
          {(current) =>
            !current.ativo || enrolling ? (
              <>
                <p className="text-sm text-muted-foreground">
                  {current.obrigatorio
                    ? 'Obrigatória para a sua conta: ative para continuar usando o sistema.'
                    : 'Além da senha, o login pede um código do aplicativo autenticador do seu celular.'}
                </p>
                <EnrolmentPanel
                  onStarted={() => setEnrolling(true)}
                  onDone={() => {
                    setEnrolling(false)
                    notify({ text: 'Verificação em duas etapas ativada.', color: 'success' })
                    void refresh()
                  }}
                />
              </>
            ) : (
              <Active status={current} />
            )
          }
        </QueryPart>
        {status?.exigido_pelo_escritorio != null ? <OfficeRequirement status={status} /> : null}
      </CardContent>
    </Card>
  )
}

function Active({ status }: { status: TwoFactorStatus }) {
  const [disabling, setDisabling] = useState(false)
  const few = status.codigos_restantes <= 3
  return (
    <div className="grid gap-3">
      <p className="flex items-start gap-2 text-sm">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        <span>
          O login pede um código do aplicativo autenticador
          {status.ativado_em ? ` (ativada em ${formatDate(status.ativado_em)})` : ''}.
        </span>
      </p>
      <p className={few ? 'flex items-start gap-2 text-sm text-warning' : 'text-sm text-muted-foreground'}>
        {few ? <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> : null}
        {status.codigos_restantes === 1
          ? 'Resta 1 código de recuperação.'
          : `Restam ${status.codigos_restantes} códigos de recuperação.`}
        {few ? ' Para gerar novos, desative e ative de novo.' : ''}
      </p>
      {status.obrigatorio ? (
        <p className="text-sm text-muted-foreground">
          {status.exigido_pelo_escritorio
            ? 'O seu escritório exige a verificação dos gestores: ela não pode ser desativada.'
            : 'Obrigatória para a sua conta: não pode ser desativada.'}
        </p>
      ) : (
        <>
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => setDisabling(true)}>
            Desativar
          </Button>
          <DisableDialog open={disabling} onOpenChange={setDisabling} />
        </>
      )}
    </div>
  )
}

/** A gestor asks (or stops asking) every gestor of the office for the second factor. */
function OfficeRequirement({ status }: { status: TwoFactorStatus }) {
  const office = useSession()?.escritorio
  const change = useOfficeRequirement(office?.id ?? 0)
  const online = useOnlineOnly()
  if (!office) return null
  const required = status.exigido_pelo_escritorio === true
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
      <div className="grid gap-0.5">
        <p className="text-sm font-medium">Exigir dos gestores do escritório</p>
        <p className="text-xs text-muted-foreground">
          Cada gestor de {office.nome} passa a ativar a verificação no próximo login e não pode desativá-la.
        </p>
      </div>
      <Toggle
        pressed={required}
        disabled={change.isPending || online.disabled}
        title={online.title}
        onPressedChange={(next) =>
          change.mutate(next, {
            onSuccess: () =>
              notify({
                text: next ? 'Os gestores do escritório precisam da verificação.' : 'Exigência retirada.',
                color: 'success',
              }),
          })
        }
      >
        {required ? 'Exigida' : 'Não exigida'}
      </Toggle>
    </div>
  )
}
