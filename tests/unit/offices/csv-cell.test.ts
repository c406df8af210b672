import { describe, expect, it } from 'vitest'
import { csvCell } from '../../../server/modules/offices/csv-cell'

describe('a cell of the office CSV report never runs as a formula (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+cmd|/c calc', "'+1+cmd|/c calc"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('%j is defused as %j', (raw, cell) => expect(csvCell(raw)).toBe(cell))

  it('leaves ordinary text and plain numbers (negative too) as they are; quotes separators', () => {
    expect(csvCell('AAWZ Assessoria')).toBe('AAWZ Assessoria')
    expect(csvCell('-1234,56')).toBe('-1234,56')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('linha\noutra')).toBe('"linha\noutra"')
  })
})
