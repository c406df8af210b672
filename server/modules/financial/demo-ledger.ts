import type { EntryRow } from './ledger-write'

export const FIRST_MONTH = '2025-01'
export const LAST_MONTH = '2026-10'

/** Ids of an office's dimensions and categories, as the demo ledger needs them. */
export type Dimensions = {
  pjs: number[]
  equipes: number[]
  filiais: number[]
  areas: number[]
  contas: number[]
  profissionais: number[]
  /** Professionals' names, for the payee of their commission (repasse) entries. */
  nomesProfissionais?: Map<number, string>
  categorias: Map<string, number>
}

/** A valid CPF (digits only) made from a number, so each demo professional has one of their own. */
export function demoCpf(n: number): string {
  const base = String(100_000_000 + ((n * 7_919) % 800_000_000)).slice(0, 9)
  const check = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0)
    const rest = (sum * 10) % 11
    return String(rest === 10 ? 0 : rest)
  }
  const first = check(base)
  return `${base}${first}${check(base + first)}`
}

/** A deterministic pseudo-random sequence (same LCG as the core seed). */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function monthsBetween(first: string, last: string): string[] {
  const out: string[] = []
  let [y, m] = first.split('-').map(Number)
  const [ly, lm] = last.split('-').map(Number)
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`)
    m += 1
    if (m > 12) [y, m] = [y + 1, 1]
  }
  return out
}

export type LedgerOptions = { seed: number; first?: string; last?: string; revenuePerArea?: number }

/**
 * A realistic ledger: revenue by area and professional with its deductions and advisor commissions,
 * payroll, shared costs to apportion, depreciation, financial result, quarterly taxes, investments,
 * a loan, transfers between the office's accounts and entries in the ignored categories.
 */
export function generateLedger(d: Dimensions, opts: LedgerOptions): EntryRow[] {
  const random = sequence(opts.seed)
  const cat = (nome: string) => {
    const id = d.categorias.get(nome)
    if (id === undefined) throw new Error(`categoria ${nome}`)
    return id
  }
  const rows: EntryRow[] = []
  const reais = (min: number, max: number) => BigInt(Math.round((min + random() * (max - min)) * 100))
  const months = monthsBetween(opts.first ?? FIRST_MONTH, opts.last ?? LAST_MONTH)
  const [principal, operacional] = d.contas
  const lastMonths = new Set(months.slice(-2))
  months.forEach((month, mi) => {
    const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`
    const paid = (n: number) => {
      if (lastMonths.has(month) && random() < 0.1) return null
      const [y, m] = month.split('-').map(Number)
      const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
      return n > 28 ? `${next}-${String(n - 28).padStart(2, '0')}` : day(n)
    }
    const base = {
      id_pj: d.pjs[1],
      id_profissional: null,
      id_area_receita: null,
      id_filial: null,
      id_equipe: null,
      id_conta_corrente: principal,
      fornecedor: null,
      cpf_cnpj_fornecedor: null,
      origem: 'import' as const,
    }
    const add = (r: Partial<EntryRow> & Pick<EntryRow, 'valor_centavos' | 'id_categoria' | 'descricao'>, dd = 5) =>
      rows.push({ ...base, data_competencia: day(dd), data_pagamento: paid(dd + 5), ...r })
    d.profissionais.forEach((prof, pi) => {
      const dims = {
        id_profissional: prof,
        id_filial: d.filiais[pi % d.filiais.length],
        id_equipe: d.equipes[pi % d.equipes.length],
      }
      for (let k = 0; k < 3 * (opts.revenuePerArea ?? 1); k++) {
        const area = d.areas[(pi + k + mi) % d.areas.length]
        const growth = 1 + mi * 0.01
        const receita = reais(4_000 * growth, 45_000 * growth)
        const categoria =
          area === d.areas[7]
            ? 'Fee fixo'
            : area === d.areas[6]
              ? 'Receita de seguros e consórcios'
              : 'Receita de investimentos'
        const e = { ...dims, id_area_receita: area }
        add(
          { ...e, valor_centavos: receita, id_categoria: cat(categoria), descricao: `Receita ${month}` },
          10 + (k % 15),
        )
        add(
          { ...e, valor_centavos: -(receita * 5n) / 100n, id_categoria: cat('ISS'), descricao: 'ISS retido' },
          10 + (k % 15),
        )
        add({ ...e, valor_centavos: -(receita * 365n) / 10_000n, id_categoria: cat('PIS/COFINS'), descricao: null }, 12)
        add(
          {
            ...e,
            valor_centavos: -(receita * 30n) / 100n,
            id_categoria: cat('Repasse a assessores'),
            // The commission is paid to the professional: the payee and their CPF (§3 commission detail columns).
            fornecedor: d.nomesProfissionais?.get(prof) ?? null,
            cpf_cnpj_fornecedor: d.nomesProfissionais?.has(prof) ? demoCpf(prof) : null,
            descricao: 'Repasse mensal',
          },
          20,
        )
      }
      add(
        {
          ...dims,
          valor_centavos: -reais(6_000, 14_000),
          id_categoria: cat('Folha de pagamento'),
          descricao: 'Salário e encargos',
        },
        28,
      )
      if (mi % 6 === 5)
        add(
          {
            ...dims,
            valor_centavos: -reais(2_000, 9_000),
            id_categoria: cat('Bônus e premiações'),
            descricao: 'Bônus semestral',
          },
          25,
        )
      if (pi === 1)
        add(
          {
            ...dims,
            valor_centavos: -1_500_000n,
            id_categoria: cat('Amortização de luvas'),
            descricao: 'Luvas de contratação (amortização 24 meses)',
          },
          28,
        )
    })
    const shared = { id_pj: d.pjs[0], fornecedor: 'Fornecedor diverso' }
    add(
      {
        ...shared,
        valor_centavos: -reais(18_000, 18_500),
        id_categoria: cat('Aluguel e condomínio'),
        fornecedor: 'Imobiliária Centro',
        cpf_cnpj_fornecedor: '11444777000161',
        descricao: 'Aluguel do escritório e condomínio do mês de referência',
      },
      5,
    )
    add(
      {
        ...shared,
        valor_centavos: -reais(4_000, 7_000),
        id_categoria: cat('Tecnologia'),
        fornecedor: 'Nuvem Sistemas Ltda.',
        cpf_cnpj_fornecedor: '07526557000100',
        descricao: 'Licenças de software e CRM',
      },
      8,
    )
    add(
      {
        ...shared,
        valor_centavos: -reais(2_000, 9_000),
        id_categoria: cat('Marketing'),
        fornecedor: 'Ana Paula Ribeiro (designer autônoma)',
        cpf_cnpj_fornecedor: '52998224725',
        descricao: 'Campanhas e eventos',
      },
      15,
    )
    add(
      {
        ...shared,
        valor_centavos: -reais(1_500, 3_000),
        id_categoria: cat('Despesas administrativas'),
        descricao: null,
      },
      18,
    )
    add(
      {
        ...shared,
        valor_centavos: -reais(3_000, 6_000),
        id_categoria: cat('Serviços de terceiros'),
        fornecedor: 'Contabilidade Exata',
        cpf_cnpj_fornecedor: '45723174000110',
        descricao: 'Contabilidade e jurídico',
      },
      7,
    )
    add(
      {
        ...shared,
        valor_centavos: -250_000n,
        id_categoria: cat('Depreciação'),
        data_pagamento: null,
        id_conta_corrente: null,
        descricao: 'Depreciação de móveis e equipamentos',
      },
      28,
    )
    add(
      {
        ...shared,
        valor_centavos: reais(800, 2_500),
        id_categoria: cat('Receitas financeiras'),
        id_conta_corrente: operacional,
        descricao: 'Rendimento de aplicação',
      },
      27,
    )
    add(
      {
        ...shared,
        valor_centavos: -reais(200, 700),
        id_categoria: cat('Despesas financeiras'),
        descricao: 'Tarifas e juros',
      },
      27,
    )
    if (mi % 3 === 2) {
      add(
        { ...shared, valor_centavos: -reais(9_000, 15_000), id_categoria: cat('IRPJ'), descricao: 'IRPJ trimestral' },
        28,
      )
      add(
        { ...shared, valor_centavos: -reais(4_000, 7_000), id_categoria: cat('CSLL'), descricao: 'CSLL trimestral' },
        28,
      )
    }
    if (mi === 2 || mi === 14)
      add(
        {
          ...shared,
          valor_centavos: -reais(20_000, 40_000),
          id_categoria: cat('Compra de equipamentos'),
          descricao: 'Computadores e monitores',
        },
        9,
      )
    if (mi === 0)
      add(
        {
          ...shared,
          valor_centavos: 12_000_000n,
          id_categoria: cat('Empréstimos e financiamentos'),
          descricao: 'Captação de capital de giro',
        },
        3,
      )
    else if (mi <= 12)
      add(
        {
          ...shared,
          valor_centavos: -1_000_000n,
          id_categoria: cat('Empréstimos e financiamentos'),
          descricao: 'Amortização do empréstimo',
        },
        3,
      )
    const transfer = reais(10_000, 30_000)
    const tr = {
      ...shared,
      id_categoria: cat('Transferência entre contas'),
      descricao: 'Transferência entre contas próprias',
    }
    add({ ...tr, valor_centavos: -transfer, id_conta_corrente: principal }, 26)
    add({ ...tr, valor_centavos: transfer, id_conta_corrente: operacional }, 26)
    add(
      {
        ...shared,
        valor_centavos: reais(50_000, 90_000),
        id_categoria: cat('Saldo em conta'),
        descricao: 'Saldo informado pelo banco',
      },
      28,
    )
    if (mi % 3 === 0)
      add(
        {
          ...shared,
          valor_centavos: reais(300, 900),
          id_categoria: cat('Proventos'),
          descricao: 'Dividendos da carteira própria',
        },
        15,
      )
    if (mi % 4 === 1)
      add(
        {
          ...shared,
          valor_centavos: -reais(1_000, 5_000),
          id_categoria: cat('Poupança'),
          descricao: 'Aplicação em poupança',
        },
        16,
      )
    if (mi % 5 === 3)
      add(
        { ...shared, valor_centavos: -reais(100, 400), id_categoria: cat('Outros'), descricao: 'Não classificado' },
        19,
      )
  })
  return rows
}
