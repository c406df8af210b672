import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { commissionPaths } from '@/contracts/commission-paths'
import {
  type CommissionRule,
  commissionMonthResponse,
  commissionOptionsResponse,
  linesResponse,
  type RuleFields,
  ruleListResponse,
  ruleResponse,
} from '@/contracts/commissions'
import { fileResponse } from '@/contracts/financial'
import { defineCollection } from '@/db/collections'
import { useCollection } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'
import { downloadBase64 } from '@/lib/download-file'
import { notify } from '@/lib/notify'

export const commissionQueries = {
  all: (office: number) => ['comissoes', office] as const,
  /** The refresh of the cached models (`useRules`); invalidating it reads them again from the server. */
  rules: (office: number) => [...commissionQueries.all(office), 'modelos'] as const,
  options: (office: number) =>
    queryOptions({
      queryKey: [...commissionQueries.all(office), 'opcoes'] as const,
      queryFn: () =>
        requestParsed(commissionOptionsResponse, 'GET', commissionPaths.commissionOptions(office)).then((r) => r.value),
      staleTime: 60_000,
    }),
  month: (office: number, mes: string) =>
    queryOptions({
      queryKey: [...commissionQueries.all(office), 'apuracao', mes] as const,
      queryFn: () =>
        requestParsed(commissionMonthResponse, 'GET', commissionPaths.commissionMonth(office, mes)).then(
          (r) => r.value,
        ),
    }),
  lines: (office: number, mes: string, advisor: number) =>
    queryOptions({
      queryKey: [...commissionQueries.all(office), 'apuracao', mes, 'linhas', advisor] as const,
      queryFn: () =>
        requestParsed(linesResponse, 'GET', commissionPaths.commissionMonthAction(office, mes, 'linhas'), {
          query: { id_profissional: advisor },
        }),
    }),
}

/**
 * §3 'modelosPlanilhas': the office's commission models, kept in IndexedDB, so the page draws them at once (and
 * offline) and refreshes them in the background. Ordered by validity, then name.
 */
const rulesCollection = defineCollection<CommissionRule>('modelosPlanilhas', (rule) => String(rule.id), {
  order: {
    name: 'vigencia',
    key: (rule) => `${rule.vigencia_inicio}|${rule.nome.toLocaleLowerCase('pt-BR')}`,
    descending: false,
  },
})

export const useRules = (office: number) =>
  useCollection(rulesCollection, String(office), {
    queryKey: commissionQueries.rules(office),
    fetch: () => requestParsed(ruleListResponse, 'GET', commissionPaths.commissionRules(office)).then((r) => r.value),
  })

/** Each write carries its own Idempotency-Key: a retried click never creates a rule or posts a month twice. */
const once = () => ({ 'Idempotency-Key': crypto.randomUUID() })

/** Create or edit a rule (online: the server checks overlapping validities and answers in the dialog). */
export function useSaveRule(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ rule, fields }: { rule: CommissionRule | null; fields: RuleFields }) =>
      rule
        ? requestParsed(ruleResponse, 'PUT', commissionPaths.commissionRule(office, rule.id), {
            body: { ...fields, version: rule.version },
            json: true,
            headers: once(),
          })
        : requestParsed(ruleResponse, 'POST', commissionPaths.commissionRules(office), {
            body: fields,
            json: true,
            headers: once(),
          }),
    // The dialog shows the server's message next to the form.
    meta: { silent: true },
    onSuccess: async (_r, { rule }) => {
      await queryClient.invalidateQueries({ queryKey: commissionQueries.rules(office) })
      notify({ text: rule ? 'Regra atualizada.' : 'Regra criada.', color: 'success' })
    },
  })
}

export function useRemoveRule(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (rule: CommissionRule) =>
      requestParsed(ruleResponse.pick({ status: true }), 'DELETE', commissionPaths.commissionRule(office, rule.id), {
        query: { version: rule.version },
        headers: once(),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: commissionQueries.rules(office) })
      notify({ text: 'Regra removida.', color: 'success' })
    },
  })
}

const doneMessages = {
  calcular: 'Competência calculada.',
  aprovar: 'Comissões aprovadas: o repasse já está no DRE.',
  reabrir: 'Competência reaberta: o repasse saiu do DRE.',
  'contas-a-pagar': 'Contas a pagar geradas no BPO.',
} as const

/**
 * Compute, approve or reopen a month, or generate its payables; the DRE, the financial pages and the BPO's bills
 * are read again afterwards.
 */
export function useMonthAction(office: number, mes: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, version }: { action: keyof typeof doneMessages; version?: number | null }) =>
      requestParsed(
        ruleResponse.pick({ status: true }),
        'POST',
        commissionPaths.commissionMonthAction(office, mes, action),
        {
          body: version ? { version } : {},
          json: true,
          headers: once(),
        },
      ),
    onSuccess: async (_r, { action }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...commissionQueries.all(office), 'apuracao', mes] }),
        queryClient.invalidateQueries({ queryKey: ['dre', office] }),
        queryClient.invalidateQueries({ queryKey: ['financial', office] }),
        queryClient.invalidateQueries({ queryKey: ['bpo', office] }),
      ])
      notify({ text: doneMessages[action], color: 'success' })
    },
  })
}

export function useExportMonth(office: number, mes: string) {
  return useMutation({
    mutationFn: () =>
      requestParsed(fileResponse, 'GET', commissionPaths.commissionMonthAction(office, mes, 'exportar')),
    onSuccess: (r) => downloadBase64(r.value),
  })
}
