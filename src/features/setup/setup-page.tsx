import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { todayInBrazil } from '@/contracts/bill-status'
import type { SetupState } from '@/contracts/validation'
import { EmptyState, QueryErrorState } from '@/features/dre/states'
import { WithOffice } from '@/features/dre/with-office'
import { sessionStore, useSession } from '@/features/session/session-store'
import { LoadingBlock } from '@/features/shell/offline-states'
import { notify } from '@/lib/notify'
import { AccountsForm } from './accounts-step'
import { BalancesForm } from './balances-step'
import { setupQueries, useCompleteStep, useFinishSetup } from './setup-data'
import { SetupSteps } from './setup-steps'
import { StepFrame } from './step-frame'
import { TeamForm } from './team-step'

const TITLE = 'Parametrização'

/**
 * /parametrizacao: the first-run set-up of an office, where a user with parametrizar true is sent (§2). Each step
 * is saved on the server, so the set-up resumes where it stopped; the last one turns parametrizar off and goes home.
 */
export function SetupPage() {
  const user = useSession()
  if (!user?.IS_EQUIPE && !user?.IS_GESTOR)
    return (
      <div>
        <PageHeader title={TITLE} />
        <EmptyState title="Parametrização feita pelo gestor">
          A configuração inicial do escritório é feita pelo gestor. Fale com ele para concluí-la.
        </EmptyState>
      </div>
    )
  return <WithOffice title={TITLE}>{(office) => <Setup office={office} />}</WithOffice>
}

function Setup({ office }: { office: number }) {
  const { data, isError, error, refetch } = useQuery(setupQueries.state(office))
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={TITLE}
        description="Configure o escritório em quatro etapas; o que já foi salvo fica guardado se você sair e voltar."
      />
      {isError && !data ? (
        <QueryErrorState message={error.message} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingBlock page className="h-72 rounded-xl" />
      ) : (
        <>
          <SetupSteps state={data} />
          <CurrentStep office={office} state={data} />
        </>
      )}
    </div>
  )
}

function CurrentStep({ office, state }: { office: number; state: SetupState }) {
  const complete = useCompleteStep(office)
  const finish = useFinishSetup(office)
  const navigate = useNavigate()
  const user = useSession()
  const busy = complete.isPending || finish.isPending
  const done = async () => {
    if (state.atual === 'equipe') await complete.mutateAsync('equipe')
    await finish.mutateAsync()
    sessionStore.set((user) => (user ? { ...user, parametrizar: false } : user))
    notify({ text: 'Parametrização concluída.', color: 'success' })
    await navigate({ to: '/home' })
  }
  if (state.atual === null && !user?.parametrizar)
    return (
      <EmptyState title="Parametrização concluída">
        Todas as etapas estão salvas. Plano de contas, contas, saldos e equipe podem ser ajustados nas suas páginas.
      </EmptyState>
    )
  switch (state.atual) {
    case 'plano-de-contas':
      return (
        <StepFrame
          title="Plano de contas"
          description="O plano padrão cria as linhas da DRE gerencial (receita bruta, deduções, custos variáveis, despesas operacionais…) e as categorias ligadas a elas e ao DFC. Você pode ajustá-lo depois em Financeiro → Categorias."
          action="Criar plano de contas e continuar"
          busy={busy}
          onNext={() => complete.mutate('plano-de-contas')}
        />
      )
    case 'contas-correntes':
      return (
        <StepFrame
          title="Contas correntes"
          description="As contas bancárias do escritório: delas saem os pagamentos e nelas entram os recebimentos."
          action="Salvar e continuar"
          busy={busy}
          disabled={state.contas.length === 0}
          onNext={() => complete.mutate('contas-correntes')}
        >
          <AccountsForm office={office} state={state} />
        </StepFrame>
      )
    case 'saldos-iniciais':
      return (
        <StepFrame
          title="Saldos iniciais"
          description="O saldo de cada conta no início do mês (pode ser zero): é o ponto de partida do DFC e da previsão de caixa."
          action="Salvar e continuar"
          busy={busy}
          disabled={state.contas.some((c) => c.saldo === null)}
          onNext={() => complete.mutate('saldos-iniciais')}
        >
          <BalancesForm office={office} state={state} month={todayInBrazil().slice(0, 7)} />
        </StepFrame>
      )
    default:
      return (
        <StepFrame
          title="Equipe"
          description="Gestores, assessores e planejadores do escritório. Os acessos podem ser liberados depois em Acessos."
          action="Concluir parametrização"
          busy={busy}
          onNext={() => void done()}
        >
          <TeamForm office={office} />
        </StepFrame>
      )
  }
}
