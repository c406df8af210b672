import { isValidCpf } from '@brazilian-utils/brazilian-utils'
import { describe, expect, it } from 'vitest'
import type { DreTable } from '../../src/contracts/financial'
import { demo, seededApp } from './harness'

const { app, login } = await seededApp()
const base = '/v2/interno/api/admin/financial/office/3'
const gestor = await login(demo.gestor)
const range = 'begin_date=2026-01&end_date=2026-06'

async function get<T>(url: string): Promise<T> {
  const res = await app.inject({ url, headers: { authorization: gestor } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as T
}

const dre = (path: string) => get<{ value: DreTable }>(`${base}/${path}`).then((r) => r.value)
const detail = (query: string) =>
  get<{ total: string; quantidade: number }>(`/v2/interno/api/admin/financial/dre/detail/3/0?${range}&${query}`)

/** Gross revenue has no shared (apportioned) entries, so its detail adds up to its DRE cell exactly. */
const gross = (t: DreTable) => {
  const line = t.linhas.find((l) => l.codigo === 'receita_bruta')
  if (!line) throw new Error('receita_bruta')
  return line
}

describe("a 'Total' cell's detail honours the DRE's filters", () => {
  it('ids: only the chosen columns', async () => {
    const all = await dre(`dre/profissional?${range}`)
    const chosen = all.colunas.filter((c) => c.id !== null).slice(0, 1)
    expect(chosen).toHaveLength(1)
    const ids = chosen.map((c) => c.id).join(',')
    const narrowed = await dre(`dre/profissional?${range}&ids=${ids}`)
    const line = gross(narrowed)
    expect(BigInt(line.total)).not.toBe(BigInt(gross(all).total))
    const found = await detail(`type=profissional&linha=${line.id}&ids=${ids}`)
    expect(found.total).toBe(line.total)
    const unfiltered = await detail(`type=profissional&linha=${line.id}`)
    expect(unfiltered.total).toBe(gross(all).total)
  })

  it('id_equipe: only the team', async () => {
    const teams = await get<{ value: { id: number | null }[] }>(`${base}/dre-summary/teams?${range}`)
    const team = teams.value.find((t) => t.id !== null)?.id
    expect(team).toBeDefined()
    const narrowed = await dre(`dre/profissional?${range}&id_equipe=${team}`)
    const line = gross(narrowed)
    expect(BigInt(line.total)).not.toBe(0n)
    const found = await detail(`type=profissional&linha=${line.id}&id_equipe=${team}`)
    expect(found.total).toBe(line.total)
  })
})

describe("a subtotal's cell opens the entries of every entry line above it (its running sum)", () => {
  it("net revenue's and net profit's 'Total' cells add up to their DRE figures", async () => {
    const t = await dre(`dre/pj?${range}`)
    for (const codigo of ['receita_liquida', 'lucro_liquido']) {
      const line = t.linhas.find((l) => l.codigo === codigo)
      if (!line) throw new Error(codigo)
      const found = await detail(`type=pj&linha=${line.id}`)
      expect(found.total, codigo).toBe(line.total)
      expect(found.quantidade).toBeGreaterThan(0)
    }
  })

  it("another office's line id finds nothing in one's own office", async () => {
    const t = await dre(`dre/pj?${range}`)
    const net = t.linhas.find((l) => l.codigo === 'receita_liquida')
    const aurora = await login(demo.gestorAurora)
    const res = await app.inject({
      url: `/v2/interno/api/admin/financial/dre/detail/1/0?${range}&type=pj&linha=${net?.id}`,
      headers: { authorization: aurora },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().quantidade).toBe(0)
  })
})

describe('the entry detail answers its columns (§3 commission detail columns, §7 "returns value and columns")', () => {
  type Detail = { columns: { key: string; label: string; type: string }[]; value: Record<string, unknown>[] }
  const rentCategory = async () => {
    const t = await dre(`dre/pj?${range}`)
    const found = t.linhas.flatMap((l) => l.categorias).find((c) => c.nome === 'Aluguel e condomínio')
    if (!found) throw new Error('Aluguel e condomínio')
    return found.id
  }

  it("lists the §3 columns with their types and sends each supplier's CPF/CNPJ", async () => {
    const id = await rentCategory()
    const found = await get<Detail>(`/v2/interno/api/admin/financial/dre/detail/3/${id}?${range}&type=pj`)
    expect(found.columns.map((c) => c.key)).toEqual([
      'fornecedor',
      'cpf_cnpj_fornecedor',
      'data_pagamento',
      'data_competencia',
      'valor',
      'categoria',
      'conta_corrente',
      'observacoes',
    ])
    expect(found.columns.find((c) => c.key === 'cpf_cnpj_fornecedor')?.type).toBe('cpf_cnpj')
    expect(found.columns.find((c) => c.key === 'valor')?.type).toBe('money')
    expect(found.value.length).toBeGreaterThan(0)
    for (const row of found.value) {
      expect(row.fornecedor).toBe('Imobiliária Centro')
      expect(row.cpf_cnpj_fornecedor).toBe('11444777000161')
    }
  })

  it('the category-details call (data_referencia, id) answers the same columns', async () => {
    const id = await rentCategory()
    const found = await get<Detail>(`${base}/category-detail?data_referencia=2026-02&id=${id}`)
    expect(found.columns.map((c) => c.key)).toContain('cpf_cnpj_fornecedor')
    expect(found.value[0]?.cpf_cnpj_fornecedor).toBe('11444777000161')
  })

  it('a commission (repasse) entry names the professional paid and their CPF', async () => {
    const t = await dre(`dre/pj?${range}`)
    const repasse = t.linhas.flatMap((l) => l.categorias).find((c) => c.nome === 'Repasse a assessores')
    expect(repasse).toBeDefined()
    const found = await get<Detail>(`/v2/interno/api/admin/financial/dre/detail/3/${repasse?.id}?${range}&type=pj`)
    expect(found.value.length).toBeGreaterThan(0)
    for (const row of found.value) {
      expect(typeof row.fornecedor).toBe('string')
      expect(isValidCpf(String(row.cpf_cnpj_fornecedor))).toBe(true)
    }
    // One CPF per professional.
    const byName = new Map(found.value.map((r) => [r.fornecedor, r.cpf_cnpj_fornecedor]))
    expect(new Set(byName.values()).size).toBe(byName.size)
  })
})
