import { describe, expect, it } from 'vitest'
import { type CommissionRule, PERCENT_MIN, ruleFields, SPLIT_TOTAL } from '@/contracts/commissions'
import { candidateOf, formOf, tiersText, validityText } from '@/features/commissions/rule-form'

const stored: CommissionRule = {
  id: 7,
  nome: 'Equipe Alpha',
  id_area_receita: 3,
  id_profissional: null,
  id_equipe: 2,
  base: 'liquida',
  faixas: [
    { a_partir_de_centavos: '0', percentual_bp: 1250 },
    { a_partir_de_centavos: '10000000', percentual_bp: 3333 },
  ],
  minimo_centavos: '250000',
  estorno: false,
  divisao: [
    { id_profissional: 4, parte_bp: 6000 },
    { id_profissional: 5, parte_bp: 4000 },
  ],
  vigencia_inicio: '2026-01',
  vigencia_fim: '2026-12',
  version: 3,
}

describe('the rule form', () => {
  it('shows a stored rule as typed text and sends back exactly the same rule', () => {
    const form = formOf(stored, '2026-11')
    expect(form.faixas.map((t) => [t.de, t.percentual])).toEqual([
      ['R$\u00a00,00', '12,50'],
      ['R$\u00a0100.000,00', '33,33'],
    ])
    expect(form.minimo).toBe('R$\u00a02.500,00')
    const { id: _id, version: _v, ...fields } = stored
    expect(ruleFields.parse(candidateOf(form))).toEqual(fields)
  })

  it('reads pt-BR percentages exactly into basis points and refuses below 0,01 %', () => {
    const form = formOf(null, '2026-11')
    form.nome = 'Padrão'
    form.faixas[0].percentual = '0,005'
    expect(ruleFields.safeParse(candidateOf(form)).success).toBe(false)
    form.faixas[0].percentual = '0'
    const refused = ruleFields.safeParse(candidateOf(form))
    expect(refused.error?.issues[0].message).toBe(PERCENT_MIN)
    form.faixas[0].percentual = '12,5'
    expect(ruleFields.parse(candidateOf(form)).faixas[0]).toEqual({ a_partir_de_centavos: '0', percentual_bp: 1250 })
  })

  it('a split must add up to 100 %', () => {
    const form = formOf(stored, '2026-11')
    form.divisao[1].parte = '39,99'
    expect(ruleFields.safeParse(candidateOf(form)).error?.issues.map((i) => i.message)).toContain(SPLIT_TOTAL)
  })

  it('describes tiers and validity in pt-BR', () => {
    expect(tiersText(stored)).toBe('12,50 % · 33,33 % a partir de R$\u00a0100.000,00')
    expect(validityText(stored)).toBe('01/2026 a 12/2026')
    expect(validityText({ vigencia_inicio: '2026-03', vigencia_fim: null })).toBe('desde 03/2026')
  })
})
