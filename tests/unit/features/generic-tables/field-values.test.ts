import { describe, expect, it } from 'vitest'
import type { GenericField, GenericRow } from '@/contracts/generic-tables'
import { buildPayload, formatCell, fromInput, toInput } from '@/features/generic-tables/field-values'

const field = (
  col_name: string,
  data_type: GenericField['data_type'],
  extra: Partial<GenericField> = {},
): GenericField => ({
  col_name,
  label: col_name,
  data_type,
  primary: false,
  required: false,
  read_only: false,
  hidden: false,
  ...extra,
})

const fields = [
  field('id', 'integer', { primary: true, read_only: true, hidden: true }),
  field('codigo', 'text', { required: true }),
  field('nome', 'text', { required: true }),
  field('ispb', 'text'),
  field('tarifa_ted_centavos', 'money', { required: true }),
  field('taxa', 'percent'),
  field('publicado_em', 'datetime'),
  field('ativo', 'bool', { required: true }),
  field('data_atualizacao', 'datetime', { hidden: true, read_only: true }),
]
const row: GenericRow = {
  id: 7,
  codigo: '341',
  nome: 'Itaú Unibanco',
  ispb: null,
  tarifa_ted_centavos: '1200',
  taxa: 4.68,
  publicado_em: '2026-11-11T12:00:00.000Z',
  ativo: true,
  data_atualizacao: '2026-11-20T10:00:00.000Z',
}
const inputsOf = (r: GenericRow) => Object.fromEntries(fields.map((f) => [f.col_name, toInput(f, r[f.col_name])]))

describe('generic table record (§5 Record edit, Generic table save)', () => {
  it('says nothing changed when the form comes back as it was loaded', () => {
    expect(buildPayload(fields, 'id', row, inputsOf(row))).toEqual({ ok: false, nothing: true })
  })

  it('sends only the changed fields, plus the key and the required ones', () => {
    const inputs = { ...inputsOf(row), tarifa_ted_centavos: '15,99', ispb: '60701190' }
    expect(buildPayload(fields, 'id', row, inputs)).toEqual({
      ok: true,
      data: { id: 7, codigo: '341', nome: 'Itaú Unibanco', tarifa_ted_centavos: '1599', ispb: '60701190', ativo: true },
    })
  })

  it('creates with every filled field and without the key', () => {
    const inputs = { codigo: '077', nome: 'Banco Inter', tarifa_ted_centavos: '0,00', ativo: 'true', taxa: '' }
    expect(buildPayload(fields, 'id', null, inputs)).toEqual({
      ok: true,
      data: { codigo: '077', nome: 'Banco Inter', tarifa_ted_centavos: '0', ativo: true },
    })
  })

  it('names the fields that are empty when required or not of their type', () => {
    const inputs = { ...inputsOf(row), nome: ' ', tarifa_ted_centavos: 'doze', taxa: '4,6,8' }
    expect(buildPayload(fields, 'id', row, inputs)).toEqual({
      ok: false,
      errors: { nome: 'Campo obrigatório', tarifa_ted_centavos: 'Formato inválido', taxa: 'Formato inválido' },
    })
  })

  it('reads and writes values in pt-BR', () => {
    const [, , , , money, percent, moment] = fields
    expect(toInput(money, '123456')).toBe('1.234,56')
    expect(fromInput(money, 'R$ 1.234,56')).toBe('123456')
    expect(fromInput(percent, '13,65 %')).toBe(13.65)
    expect(fromInput(moment, toInput(moment, row.publicado_em))).toBe('2026-11-11T12:00:00.000Z')
    expect(formatCell(money, '123456')).toBe('R$\u00a01.234,56')
    expect(formatCell(percent, 4.68)).toBe('4,68 %')
    expect(formatCell(field('d', 'date'), '2026-10-01')).toBe('01/10/2026')
    expect(formatCell(field('b', 'bool'), false)).toBe('Não')
    expect(formatCell(money, null)).toBe('—')
  })
})
