import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { statementPaths } from '@/contracts/bpo-statement-paths'
import type { Candidate, CreateFromLineBody, StatementPreview, StatementRuleFields } from '@/contracts/bpo-statements'
import { api, lazyContracts, requestParsed } from '@/lib/api/client'
import { uploadFile } from '@/lib/api/upload'

const contract = lazyContracts(() => import('@/contracts/bpo-statements'))

export const statementQueries = {
  all: (office: number) => ['bpo', office, 'extrato'] as const,
  lines: (office: number, conta: number, inicio: string, fim: string) =>
    queryOptions({
      queryKey: [...statementQueries.all(office), 'linhas', conta, inicio, fim] as const,
      queryFn: ({ signal }) =>
        requestParsed(contract('statementLines'), 'GET', statementPaths.lines(office), {
          signal,
          query: { conta, inicio, fim },
        }).then((r) => r.value),
    }),
  rules: (office: number) =>
    queryOptions({
      queryKey: [...statementQueries.all(office), 'regras'] as const,
      queryFn: ({ signal }) =>
        requestParsed(contract('statementRules'), 'GET', statementPaths.rules(office), { signal }).then((r) => r.value),
    }),
  positions: (office: number, inicio: string, fim: string) =>
    queryOptions({
      queryKey: [...statementQueries.all(office), 'posicoes', inicio, fim] as const,
      queryFn: ({ signal }) =>
        requestParsed(contract('positionsReport'), 'GET', statementPaths.positions(office), {
          signal,
          query: { inicio, fim },
        }).then((r) => r.value),
    }),
}

type Failures = { conciliadas: number; falhas: { linha: number; motivo: string }[] }

/** The writes of the statements page (they need the connection: never queued); each refreshes the office's BPO data. */
export function useStatementActions(office: number) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['bpo', office] })
  const key = () => ({ 'Idempotency-Key': crypto.randomUUID() })
  const after = async <T>(call: Promise<{ value: T }>) => {
    const answer = await call
    await refresh()
    return answer.value
  }
  return {
    preview: (conta: number, file: File, onProgress: (f: number) => void) =>
      uploadFile<{ value: StatementPreview }>(statementPaths.preview(office), file, {
        fields: { id_conta_corrente: conta },
        onProgress,
      }).then((r) => r.value),
    importFile: (conta: number, file: File, onProgress: (f: number) => void) =>
      after(
        uploadFile<{ value: { novas: number; duplicadas: number; ilegiveis: number } }>(
          statementPaths.import(office),
          file,
          { fields: { id_conta_corrente: conta }, onProgress },
        ),
      ),
    reconcile: (line: number, c: Candidate) =>
      after(
        api.post<{ value: Failures }>(
          statementPaths.reconcile(office, line),
          { tipo: c.tipo, id: c.id },
          { json: true, headers: key() },
        ),
      ),
    accept: (itens: { linha: number; tipo: string; id: number }[]) =>
      after(api.post<{ value: Failures }>(statementPaths.accept(office), { itens }, { json: true, headers: key() })),
    create: (line: number, body: CreateFromLineBody) =>
      after(api.post<{ value: Failures }>(statementPaths.create(office, line), body, { json: true, headers: key() })),
    undo: (line: number) =>
      after(api.post<{ value: Failures }>(statementPaths.undo(office, line), undefined, { headers: key() })),
    addRule: (fields: StatementRuleFields) =>
      after(api.post<{ value: unknown }>(statementPaths.rules(office), fields, { json: true, headers: key() })),
    removeRule: (id: number) =>
      after(api.delete<{ value: unknown }>(statementPaths.rule(office, id), { headers: key() })),
  }
}
