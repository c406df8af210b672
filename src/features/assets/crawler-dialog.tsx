import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, RefreshCw, XCircle } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { PasswordInput } from '@/components/password-input'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { ValidatedField } from '@/components/validated-field'
import type { CrawlerState } from '@/contracts/assets'
import { useOnlineOnly } from '@/db/online-only'
import { formatDateTime } from '@/lib/format'
import { combine, required, sixDigits } from '@/lib/validation'
import { assetQueries, crawlerEnded, useCrawlerStatus, useStartCrawler } from './queries'

const sixDigitRule = combine<string>(required, sixDigits)
const digitsOnly = (v: string) => v.replace(/\D/g, '').slice(0, 6)

/**
 * 'Executar crawler (RF)': login, password and token (§5), then the run's steps, asked again every 60 s while the
 * dialog stays open (§4). The credentials live only in this form and the request that starts the run.
 */
export function CrawlerDialog({ office, onClose }: { office: number; onClose: () => void }) {
  const [started, setStarted] = useState<CrawlerState | null>(null)
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Crawler de renda fixa (XP)</DialogTitle>
          <DialogDescription>
            Lê os produtos de renda fixa da plataforma com o acesso do assessor. Login, senha e token não são guardados.
          </DialogDescription>
        </DialogHeader>
        {started ? (
          <CrawlerProgress office={office} started={started} onAgain={() => setStarted(null)} onClose={onClose} />
        ) : (
          <CrawlerForm office={office} onStarted={setStarted} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function CrawlerForm({
  office,
  onStarted,
  onClose,
}: {
  office: number
  onStarted: (state: CrawlerState) => void
  onClose: () => void
}) {
  const [values, setValues] = useState({ login: '', password: '', token: '' })
  const [showErrors, setShowErrors] = useState(false)
  const start = useStartCrawler(office)
  const onlineOnly = useOnlineOnly()
  const set = (key: keyof typeof values) => (value: string) => setValues((all) => ({ ...all, [key]: value }))
  const passwordError = showErrors ? sixDigitRule(values.password) : true
  const valid =
    required(values.login) === true && sixDigitRule(values.password) === true && sixDigitRule(values.token) === true

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShowErrors(true)
    if (!valid) return
    start.mutate(values, {
      onSuccess: (state) => {
        setValues({ login: '', password: '', token: '' })
        onStarted(state)
      },
    })
  }

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <ValidatedField
        label="Login"
        value={values.login}
        onChange={set('login')}
        rule={required}
        showErrors={showErrors}
        autoComplete="off"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="crawler-senha">Senha</Label>
          <PasswordInput
            id="crawler-senha"
            value={values.password}
            onChange={(e) => set('password')(digitsOnly(e.target.value))}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={passwordError !== true ? true : undefined}
            aria-describedby={passwordError !== true ? 'crawler-senha-erro' : undefined}
          />
          {passwordError !== true ? (
            <p id="crawler-senha-erro" className="text-xs text-danger">
              {passwordError}
            </p>
          ) : null}
        </div>
        <ValidatedField
          label="Token"
          value={values.token}
          onChange={set('token')}
          mask={digitsOnly}
          rule={sixDigitRule}
          showErrors={showErrors}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
        />
      </div>
      {start.error ? (
        <p role="alert" className="text-sm text-danger">
          {start.error.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" loading={start.isPending} {...onlineOnly}>
          Executar crawler
        </Button>
      </DialogFooter>
    </form>
  )
}

function CrawlerProgress({
  office,
  started,
  onAgain,
  onClose,
}: {
  office: number
  started: CrawlerState
  onAgain: () => void
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const status = useCrawlerStatus(office, started)
  const state = status.data ?? started
  const { step, n_steps } = state.data.metadata
  const failed = step === -1
  const done = crawlerEnded(state)
  const succeeded = done && !failed
  useEffect(() => {
    if (succeeded) void queryClient.invalidateQueries({ queryKey: assetQueries.products(office).queryKey })
  }, [succeeded, office, queryClient])
  return (
    <div className="grid gap-3" data-testid="crawler-progresso">
      <div role="status" className="grid gap-2">
        <p className="flex items-center gap-2 text-sm font-medium">
          {failed ? (
            <XCircle className="size-4 text-danger" aria-hidden />
          ) : done ? (
            <CheckCircle2 className="size-4 text-success" aria-hidden />
          ) : null}
          {failed ? 'Falhou' : `Etapa ${step} de ${n_steps}`}
          {state.etapa && !failed ? ` · ${state.etapa}` : ''}
        </p>
        <progress
          className="h-2 w-full accent-primary"
          max={n_steps}
          value={failed ? 0 : step}
          aria-label="Progresso do crawler"
        />
        {state.mensagem ? (
          <p className={failed ? 'text-sm text-danger' : 'text-sm text-muted-foreground'}>{state.mensagem}</p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          Atualizado em {formatDateTime(state.atualizado_em)}
          {done ? '' : ' · consulta de novo a cada 60 segundos enquanto esta janela estiver aberta'}
        </p>
      </div>
      <DialogFooter>
        {done ? (
          <Button type="button" variant="outline" onClick={onAgain}>
            Executar novamente
          </Button>
        ) : (
          <Button type="button" variant="outline" loading={status.isFetching} onClick={() => void status.refetch()}>
            <RefreshCw /> Atualizar agora
          </Button>
        )}
        <Button type="button" onClick={onClose}>
          Fechar
        </Button>
      </DialogFooter>
    </div>
  )
}
