import { describe, expect, it } from 'vitest'
import { reportLink } from '@/features/professionals/report-links'

describe('where a released report opens', () => {
  it('opens the real page narrowed to the professional', () => {
    expect(reportLink('dre-profissional', 'assessor', 7)).toMatchObject({
      kind: 'page',
      to: '/dre/dres/dre-profissional',
      search: { ids: '7' },
    })
    expect(reportLink('comissoes', 'gestor', 4)).toMatchObject({
      kind: 'page',
      to: '/comissoes/apuracao',
      search: { profissional: 4 },
    })
    expect(reportLink('carteira-clientes', 'assessor', 7)).toMatchObject({
      to: '/clientes',
      scope: 'Os clientes da sua carteira.',
    })
  })

  it('says so when the profile sees the whole office, the route table keeps the profile out, or there is no page', () => {
    expect(reportLink('carteira-clientes', 'planejador', 9)).toMatchObject({
      kind: 'page',
      scope: 'A lista de clientes do escritório: seu perfil vê todos os clientes.',
    })
    expect(reportLink('dre-profissional', 'planejador', 9)).toEqual({ kind: 'not-for-role' })
    expect(reportLink('comissoes', 'planejador', 9)).toEqual({ kind: 'not-for-role' })
    expect(reportLink('metas', 'assessor', 7)).toEqual({ kind: 'no-page' })
  })
})
