import { describe, expect, it } from 'vitest'
import { billTags, tagCatalogue, workflowStep } from '../../src/contracts/bill-tags'
import { erpMoves, movesFor } from '../../src/contracts/erp-machine'

describe('ERP workflow tags', () => {
  it('labels and colours every tag of §4, in the workflow order', () => {
    expect(tagCatalogue.map((t) => t.value)).toEqual([...billTags])
    expect(tagCatalogue.every((t) => t.label.length > 0 && /^#[0-9a-f]{6}$/.test(t.cor))).toBe(true)
  })

  it("a bill's step is its tag (the furthest, for one tagged before the state machine)", () => {
    expect(workflowStep([])).toBe(null)
    expect(workflowStep(['pagamento-agendado'])).toBe('pagamento-agendado')
    expect(workflowStep(['nota-fiscal-pendente', 'incluida-erp'])).toBe('nota-fiscal-pendente')
  })

  it('every step can be reached from outside the ERP, and every move is unique', () => {
    const reached = new Set<string | null>([null])
    for (let grew = true; grew; ) {
      grew = false
      for (const m of erpMoves)
        if (reached.has(m.from) && !reached.has(m.to)) {
          reached.add(m.to)
          grew = true
        }
    }
    expect([...reached].filter((s) => s !== null).sort()).toEqual([...billTags].sort())
    expect(new Set(erpMoves.map((m) => `${m.from}>${m.to}`)).size).toBe(erpMoves.length)
    // The gestor never includes a bill in the ERP nor reconciles it: that is the BPO staff's work.
    expect(movesFor(null, 'gestor')).toEqual([])
    expect(movesFor('pagamento-aprovado', 'gestor').map((m) => m.to)).toEqual(['pagamento-agendado'])
  })
})
