import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  type BillingRule,
  type BillingRuleFields,
  billingRulesResponse,
  type Charge,
  chargeResponse,
  chargesResponse,
  clientOptionsResponse,
  generateResponse,
  historyResponse,
  instalmentPlansResponse,
  plansResponse,
  type ReceiveTargetsChoice,
  receiveTargetsResponse,
  type SubscriptionStatus,
  subscriptionsResponse,
} from '@/contracts/billing'
import { billingPaths as paths } from '@/contracts/billing-paths'
import { envelope } from '@/contracts/envelope'
import { requestParsed } from '@/lib/api/client'
import { formatCountOf } from '@/lib/format'
import { notify } from '@/lib/notify'

// Queries and writes of hiring rules and charges, recurring payments and instalments. Every write needs the
// server at that moment (the forms are disabled offline); a write with a card is never queued or retried.

export const billingQueries = {
  all: (office: number) => ['cobrancas', office] as const,
  receiveTargets: (office: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(office), 'destinos'] as const,
      queryFn: () => requestParsed(receiveTargetsResponse, 'GET', paths.receiveTargets(office)).then((r) => r.value),
      staleTime: 60_000,
    }),
  clients: (office: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(office), 'clientes'] as const,
      queryFn: () => requestParsed(clientOptionsResponse, 'GET', paths.clients(office)).then((r) => r.value),
      staleTime: 60_000,
    }),
  rules: (office: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(office), 'regras'] as const,
      queryFn: () => requestParsed(billingRulesResponse, 'GET', paths.rules(office)).then((r) => r.value),
    }),
  charges: (office: number, mes: string) =>
    queryOptions({
      queryKey: [...billingQueries.all(office), 'cobrancas', mes] as const,
      queryFn: () =>
        requestParsed(chargesResponse, 'GET', paths.charges(office), { query: { mes } }).then((r) => r.value),
    }),
  history: (office: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(office), 'historico'] as const,
      queryFn: () => requestParsed(historyResponse, 'GET', paths.history(office)).then((r) => r.value),
    }),
  plans: (office: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(office), 'planos'] as const,
      queryFn: () => requestParsed(plansResponse, 'GET', paths.plans(office)).then((r) => r.value),
    }),
  subscriptions: (office: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(office), 'assinaturas'] as const,
      queryFn: () => requestParsed(subscriptionsResponse, 'GET', paths.subscriptions(office)).then((r) => r.value),
    }),
  cardCharges: (office: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(office), 'cartao'] as const,
      queryFn: () => requestParsed(chargesResponse, 'GET', paths.cardCharges(office)).then((r) => r.value),
    }),
  instalmentPlans: (office: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(office), 'parcelamentos'] as const,
      queryFn: () => requestParsed(instalmentPlansResponse, 'GET', paths.instalmentPlans(office)).then((r) => r.value),
    }),
  clientInstalments: (office: number, client: number) =>
    queryOptions({
      queryKey: [...billingQueries.all(office), 'parcelas', client] as const,
      queryFn: () =>
        requestParsed(chargesResponse, 'GET', paths.clientInstalments(office, client)).then((r) => r.value),
    }),
}

/** Each write carries its own Idempotency-Key: a retried click never makes a charge twice. */
const once = () => ({ 'Idempotency-Key': crypto.randomUUID() })
const anything = envelope(z.unknown())

/** After any write: every list of the area, and the BPO and financial figures a payment moves. */
function useRefresh(office: number) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingQueries.all(office) }),
      queryClient.invalidateQueries({ queryKey: ['bpo', office] }),
      queryClient.invalidateQueries({ queryKey: ['financial', office] }),
    ])
}

export function useSaveRule(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: ({ rule, fields }: { rule: BillingRule | null; fields: BillingRuleFields }) =>
      rule
        ? requestParsed(anything, 'PUT', paths.rule(office, rule.id), {
            body: { ...fields, version: rule.version },
            json: true,
            headers: once(),
          })
        : requestParsed(anything, 'POST', paths.rules(office), { body: fields, json: true, headers: once() }),
    meta: { silent: true },
    onSuccess: async (_r, { rule }) => {
      await refresh()
      notify({ text: rule ? 'Regra atualizada.' : 'Regra criada.', color: 'success' })
    },
  })
}

export function useRemoveRule(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: (rule: BillingRule) =>
      requestParsed(anything, 'DELETE', paths.rule(office, rule.id), {
        query: { version: rule.version },
        headers: once(),
      }),
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Regra removida.', color: 'success' })
    },
  })
}

export function useGenerateMonth(office: number, mes: string) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: () => requestParsed(generateResponse, 'POST', paths.generate(office, mes), { headers: once() }),
    onSuccess: async (r) => {
      await refresh()
      const n = r.value.criadas
      notify({
        text:
          n === 0
            ? 'Nenhuma cobrança nova: o mês já estava gerado.'
            : `${formatCountOf(n, 'cobrança gerada', 'cobranças geradas')}.`,
        color: 'success',
      })
    },
  })
}

/**
 * 'Receber' (a rule's charge paid outside the card, into the account and category chosen) or 'Tentar novamente'
 * (a card charge).
 */
export function useSettleCharge(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: ({ charge, target }: { charge: Charge; target?: ReceiveTargetsChoice }) =>
      requestParsed(
        chargeResponse,
        'POST',
        charge.origem === 'regra' ? paths.receive(office, charge.id) : paths.retry(office, charge.id),
        { body: { version: charge.version, ...target }, json: true, headers: once() },
      ),
    onSuccess: async (r) => {
      await refresh()
      const paid = r.value.status === 'paga'
      notify({
        text: paid
          ? 'Pagamento registrado: a conta a receber já está no BPO.'
          : `Pagamento recusado: ${r.value.ultimo_erro ?? ''}`,
        color: paid ? 'success' : 'danger',
      })
    },
  })
}

export function useChargeMonth(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: (mes: string) =>
      requestParsed(generateResponse, 'POST', paths.chargeMonth(office, mes), { headers: once() }),
    onSuccess: async (r) => {
      await refresh()
      const paid = r.value.cobrancas.filter((c) => c.status === 'paga').length
      notify({
        text: `${formatCountOf(r.value.criadas, 'cobrança enviada', 'cobranças enviadas')} ao cartão; ${formatCountOf(paid, 'aprovada', 'aprovadas')}.`,
        color: 'success',
      })
    },
  })
}

export function useCreatePlan(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: (fields: { nome: string; valor_centavos: string }) =>
      requestParsed(anything, 'POST', paths.plans(office), { body: fields, json: true, headers: once() }),
    meta: { silent: true },
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Plano criado.', color: 'success' })
    },
  })
}

export function useSubscriptionStatus(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: ({ id, version, status }: { id: number; version: number; status: SubscriptionStatus }) =>
      requestParsed(anything, 'POST', paths.subscriptionStatus(office, id), {
        body: { status, version },
        json: true,
        headers: once(),
      }),
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Assinatura atualizada.', color: 'success' })
    },
  })
}

const cardAnswer = envelope(
  z.object({ cobranca: z.object({ status: z.string(), ultimo_erro: z.string().nullable() }).nullable() }).passthrough(),
)
const instalmentAnswer = envelope(z.object({ cobrancas: z.array(z.object({ status: z.string() })) }).passthrough())

/**
 * A write that carries a card: sent once, straight to the server (never through the outbox, never paused
 * offline: `networkMode: 'always'` keeps it out of the persisted mutation cache).
 */
export function useSubscribe(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    networkMode: 'always',
    meta: { silent: true },
    mutationFn: (body: Record<string, unknown>) =>
      requestParsed(cardAnswer, 'POST', paths.subscriptions(office), { body, json: true }),
    onSuccess: async (r) => {
      await refresh()
      const charge = r.value.cobranca
      notify(
        charge?.status === 'recusada'
          ? { text: `Assinatura criada, mas o cartão foi recusado: ${charge.ultimo_erro ?? ''}`, color: 'warning' }
          : { text: 'Assinatura criada e primeira mensalidade paga.', color: 'success' },
      )
    },
  })
}

export function useCreateInstalments(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    networkMode: 'always',
    meta: { silent: true },
    mutationFn: (body: Record<string, unknown>) =>
      requestParsed(instalmentAnswer, 'POST', paths.instalmentPlans(office), { body, json: true }),
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Parcelamento criado.', color: 'success' })
    },
  })
}

/** 'Cancelar' on an open card charge (a subscription's month or an instalment): voided at the provider. */
export function useCancelCharge(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: (charge: Charge) =>
      requestParsed(chargeResponse, 'POST', paths.cancelCharge(office, charge.id), {
        body: { version: charge.version },
        json: true,
        headers: once(),
      }),
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Cobrança cancelada.', color: 'success' })
    },
  })
}

/** 'Cancelar parcelamento': the open instalments are cancelled, the paid ones kept. */
export function useCancelInstalmentPlan(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: (id: number) =>
      requestParsed(anything, 'POST', paths.cancelInstalmentPlan(office, id), { headers: once() }),
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Parcelamento cancelado: as parcelas em aberto não serão cobradas.', color: 'success' })
    },
  })
}

/** 'Trocar cartão': like subscribing, the card goes to the server once, online, never queued nor retried. */
export function useChangeCard(office: number, subscription: number) {
  const refresh = useRefresh(office)
  return useMutation({
    networkMode: 'always',
    meta: { silent: true },
    mutationFn: (body: Record<string, unknown>) =>
      requestParsed(anything, 'POST', paths.subscriptionCard(office, subscription), { body, json: true }),
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Cartão trocado: as próximas cobranças usam o novo cartão.', color: 'success' })
    },
  })
}
