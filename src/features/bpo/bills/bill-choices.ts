import type { Choice } from '../register-ui'
import { useBpoOptions, useRegisterChoices } from '../registers-data'

/** The selects of the bills pages: the office's providers, categories, accounts, departments and branches. */
export type BillChoices = Record<'fornecedores' | 'categorias' | 'contas' | 'departamentos' | 'filiais', Choice[]>

const toChoices = (rows: { id: number | string; nome: string }[] | undefined): Choice[] =>
  (rows ?? []).filter((r) => typeof r.id === 'number').map((r) => ({ value: String(r.id), label: r.nome }))

export function useBillChoices(office: number): BillChoices {
  const options = useBpoOptions(office)
  return {
    fornecedores: toChoices(useRegisterChoices('fornecedores', office)),
    categorias: toChoices(options.data?.categorias),
    contas: toChoices(useRegisterChoices('contas', office)),
    departamentos: toChoices(useRegisterChoices('departamentos', office)),
    filiais: toChoices(useRegisterChoices('filiais', office)),
  }
}

/** The name behind a select's value, or null. */
export const choiceLabel = (choices: Choice[], id: number | string | null | undefined) =>
  id === null || id === undefined ? null : (choices.find((c) => c.value === String(id))?.label ?? null)
