import { describe, expect, it } from 'vitest'
import { billTags, moveToNextStep, nextStep, tagCatalogue, workflowStep } from '../../src/contracts/bill-tags'

describe('ERP workflow tags', () => {
  it('labels and colours every tag of §4, in the workflow order', () => {
    expect(tagCatalogue.map((t) => t.value)).toEqual([...billTags])
    expect(tagCatalogue.every((t) => t.label.length > 0 && /^#[0-9a-f]{6}$/.test(t.cor))).toBe(true)
  })

  it("a bill's step is its furthest tag; moving on replaces that tag with the next and keeps the others", () => {
    expect(workflowStep([])).toBe(null)
    expect(nextStep(null)).toBe('incluida-erp')
    expect(workflowStep(['nota-fiscal-pendente', 'incluida-erp'])).toBe('nota-fiscal-pendente')
    expect(moveToNextStep(['incluida-erp', 'nota-fiscal-pendente'])).toEqual(['incluida-erp', 'aguardando-terceiros'])
    expect(moveToNextStep([])).toEqual(['incluida-erp'])
    expect(moveToNextStep(['incluida-erp', 'pagamento-conciliado'])).toBe(null)
  })
})
