import { describe, expect, it } from 'vitest'
import { dreSearchSchema } from '@/features/dre/search'
import { choiceParam, idParam, monthParam, searchSchema } from '@/lib/search-params'

describe('URL search parameters', () => {
  it('keeps well-formed values and drops malformed or unknown ones, so an edited link still opens', () => {
    const search = dreSearchSchema({
      inicio: '2026-01',
      fim: '2026-13',
      freq: 'Q',
      ver: 'nenhuma',
      equipe: '7',
      ids: '3,7',
      roi: true,
      av: 'sim',
      outro: 'x',
    })
    expect(search).toEqual({ inicio: '2026-01', freq: 'Q', equipe: 7, ids: '3,7', roi: true })
  })

  it('reads ids as positive safe integers only', () => {
    expect([
      idParam('12'),
      idParam(12),
      idParam('0'),
      idParam('-3'),
      idParam('1e3'),
      idParam('9007199254740993'),
    ]).toEqual([12, 12, undefined, undefined, undefined, undefined])
  })

  it('reads months as YYYY-MM with a real month', () => {
    expect([monthParam('2026-11'), monthParam('2026-00'), monthParam('11/2026'), monthParam(202611)]).toEqual([
      '2026-11',
      undefined,
      undefined,
      undefined,
    ])
  })

  it('a choice is one of its values', () => {
    const read = searchSchema({ aba: choiceParam(['escritorios', 'auditoria']) })
    expect([read({ aba: 'auditoria' }), read({ aba: 'AUDITORIA' })]).toEqual([{ aba: 'auditoria' }, {}])
  })
})
