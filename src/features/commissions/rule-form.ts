import type { CommissionRule } from '@/contracts/commissions'
import { formatMoney, formatPercentHundredths, parsePercentScaled } from '@/lib/format'
import { stripCurrencyMask } from '@/lib/masks'

export type Scope = 'todos' | 'profissional' | 'equipe'
export type TierRow = { key: string; de: string; percentual: string }
export type SplitRow = { key: string; profissional: string; parte: string }

/** The rule dialog's fields as typed: money masked ('R$ 1.234,56'), percentages in pt-BR ('30,00'). */
export type RuleForm = {
  nome: string
  area: string
  escopo: Scope
  pessoa: string
  base: 'bruta' | 'liquida'
  faixas: TierRow[]
  minimo: string
  estorno: boolean
  divisao: SplitRow[]
  inicio: string | null
  fim: string | null
}

const key = () => crypto.randomUUID()
const percentText = (bp: number) => formatPercentHundredths(BigInt(bp)).replace(/\s*%$/, '')

export const newTier = (de = ''): TierRow => ({ key: key(), de, percentual: '' })
export const newSplit = (): SplitRow => ({ key: key(), profissional: '', parte: '' })

export function formOf(rule: CommissionRule | null, thisMonth: string): RuleForm {
  if (!rule) {
    return {
      nome: '',
      area: '',
      escopo: 'todos',
      pessoa: '',
      base: 'bruta',
      faixas: [newTier(formatMoney(0n))],
      minimo: '',
      estorno: true,
      divisao: [],
      inicio: thisMonth,
      fim: null,
    }
  }
  return {
    nome: rule.nome,
    area: rule.id_area_receita === null ? '' : String(rule.id_area_receita),
    escopo: rule.id_profissional !== null ? 'profissional' : rule.id_equipe !== null ? 'equipe' : 'todos',
    pessoa: String(rule.id_profissional ?? rule.id_equipe ?? ''),
    base: rule.base,
    faixas: rule.faixas.map((t) => ({
      key: key(),
      de: formatMoney(BigInt(t.a_partir_de_centavos)),
      percentual: percentText(t.percentual_bp),
    })),
    minimo: BigInt(rule.minimo_centavos) > 0n ? formatMoney(BigInt(rule.minimo_centavos)) : '',
    estorno: rule.estorno,
    divisao: rule.divisao.map((d) => ({
      key: key(),
      profissional: String(d.id_profissional),
      parte: percentText(d.parte_bp),
    })),
    inicio: rule.vigencia_inicio,
    fim: rule.vigencia_fim,
  }
}

/** Typed percent → basis points (hundredths of a percent); text that is not a number stays as is for the schema. */
const bp = (text: string) => {
  const v = parsePercentScaled(text, 2)
  return v === null ? text : Number(v)
}
const centavosText = (text: string) => String(stripCurrencyMask(text) ?? (text.trim() === '' ? '0' : text))

/** What the form sends: the shared schema (`ruleFields`) checks it here and again on the server. */
export function candidateOf(f: RuleForm) {
  return {
    nome: f.nome,
    id_area_receita: f.area,
    id_profissional: f.escopo === 'profissional' ? f.pessoa : '',
    id_equipe: f.escopo === 'equipe' ? f.pessoa : '',
    base: f.base,
    faixas: f.faixas.map((t) => ({ a_partir_de_centavos: centavosText(t.de), percentual_bp: bp(t.percentual) })),
    minimo_centavos: centavosText(f.minimo),
    estorno: f.estorno,
    divisao:
      f.escopo === 'equipe' ? f.divisao.map((d) => ({ id_profissional: d.profissional, parte_bp: bp(d.parte) })) : [],
    vigencia_inicio: f.inicio ?? '',
    vigencia_fim: f.fim,
  }
}

/** '30,00 %' or '30,00 % · 35,00 % a partir de R$ 100.000,00'. */
export const tiersText = (rule: CommissionRule) =>
  rule.faixas
    .map((t, i) =>
      i === 0
        ? formatPercentHundredths(BigInt(t.percentual_bp))
        : `${formatPercentHundredths(BigInt(t.percentual_bp))} a partir de ${formatMoney(BigInt(t.a_partir_de_centavos))}`,
    )
    .join(' · ')

const mmYyyy = (ym: string) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`
export const validityText = (rule: Pick<CommissionRule, 'vigencia_inicio' | 'vigencia_fim'>) =>
  rule.vigencia_fim === null
    ? `desde ${mmYyyy(rule.vigencia_inicio)}`
    : rule.vigencia_fim === rule.vigencia_inicio
      ? mmYyyy(rule.vigencia_inicio)
      : `${mmYyyy(rule.vigencia_inicio)} a ${mmYyyy(rule.vigencia_fim)}`
