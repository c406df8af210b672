import { describe, expect, it } from 'vitest'
import { dreLinkAllowed } from '@/features/dre/access'
import { type DrillTarget, withFilters } from '@/features/dre/drill'
import { publishSummary } from '@/features/dre/publish-confirm'

const target = (coluna?: number): DrillTarget => ({
  title: 'Receita bruta',
  subtitle: '01/2026 a 03/2026',
  params: { categoria: 0, linha: 1, coluna, begin_date: '2026-01', end_date: '2026-03' },
})

describe('withFilters', () => {
  it("a 'Total' cell keeps the chosen columns and the team", () => {
    expect(withFilters(target(), { ids: '4,7', id_equipe: 2 }).params).toMatchObject({ ids: '4,7', id_equipe: 2 })
  })
  it('a column cell keeps the team; its column already narrows it', () => {
    const { params } = withFilters(target(7), { ids: '4,7', id_equipe: 2 })
    expect(params).toMatchObject({ coluna: 7, id_equipe: 2 })
    expect(params.ids).toBeUndefined()
  })
  it('without filters the cell is unchanged', () => {
    expect(withFilters(target(), {}).params).toEqual(target().params)
  })
})

describe('publishSummary', () => {
  const version = {
    nome_arquivo: 'novembro.csv',
    linhas: 3,
    competencia_inicio: '2026-11',
    competencia_fim: '2026-11',
    total_centavos: '9750000',
  }
  it('says what the file brings and what it replaces', () => {
    const text = publishSummary({ ...version, substitui: { linhas: 2, total_centavos: '-150000' } })
    expect(text).toContain('“novembro.csv” traz 3 lançamentos')
    expect(text).toMatch(
      /Substitui 2 lançamentos importados atuais da competência 11\/2026 \(total -?R\$\s?-?1\.500,00\)/,
    )
  })
  it('says when nothing is replaced', () => {
    expect(publishSummary({ ...version, substitui: { linhas: 0, total_centavos: '0' } })).toContain(
      'Nenhum lançamento importado atual da competência 11/2026 será substituído.',
    )
  })
})

describe('dreLinkAllowed', () => {
  const advisor = { IS_EQUIPE: false, IS_GESTOR: false, IS_ASSESSOR: true, IS_PLANEJADOR: false, IS_CLIENTE: false }
  const manager = { ...advisor, IS_GESTOR: true, IS_ASSESSOR: false }
  it('an advisor keeps only their DRE among the DRE links', () => {
    expect(dreLinkAllowed(advisor, '/dre/dres/dre-profissional')).toBe(true)
    expect(dreLinkAllowed(advisor, '/dre/dres/dre-pj')).toBe(false)
    expect(dreLinkAllowed(advisor, '/dre/versoes')).toBe(false)
    expect(dreLinkAllowed(advisor, '/home')).toBe(true)
    expect(dreLinkAllowed(manager, '/dre/versoes')).toBe(true)
  })
})
