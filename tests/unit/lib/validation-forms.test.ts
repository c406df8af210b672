import { describe, expect, it } from 'vitest'
import {
  canDeleteRecord,
  clientSelection,
  DRE_DOWNLOAD_MAX_MONTHS,
  deleteConfirmation,
  downloadPeriod,
  emailSuffix,
  passwordsMatch,
  UPLOAD_MAX_MB,
  uploadSize,
} from '@/lib/validation'

const MB = 1024 * 1024

describe('change password', () => {
  it('accepts a matching confirmation', () => {
    expect(passwordsMatch('nova-senha', 'nova-senha')).toBe(true)
  })
  it('rejects a different one with "Senhas diferentes"', () => {
    expect(passwordsMatch('nova-senhA', 'nova-senha')).toBe('Senhas diferentes')
  })
})

describe('office form e-mail suffix', () => {
  it.each(['@escritorio.com.br', '', null])('accepts %o', (value) => {
    expect(emailSuffix(value)).toBe(true)
  })
  it('requires a leading @', () => {
    expect(emailSuffix('escritorio.com.br')).toBe("Necessário iniciar com '@'")
  })
})

describe('delete confirmation', () => {
  it('accepts the primary key typed exactly', () => {
    expect(deleteConfirmation('42', 42)).toBe(true)
    expect(deleteConfirmation(' 42 ', '42')).toBe(true)
  })
  it.each([
    ['41', 42],
    ['', 42],
    ['042', 42],
    ['42', null],
  ] as const)('rejects %o for key %o', (typed, key) => {
    expect(deleteConfirmation(typed, key)).toBe('Valor preenchido incorreto')
  })
  it('deletes only keys above 0', () => {
    expect(canDeleteRecord(1)).toBe(true)
    expect(canDeleteRecord('7')).toBe(true)
    expect(canDeleteRecord(3n)).toBe(true)
    expect(canDeleteRecord(0)).toBe(false)
    expect(canDeleteRecord(-1)).toBe(false)
    expect(canDeleteRecord('')).toBe(false)
    expect(canDeleteRecord(null)).toBe(false)
  })
})

describe('DRE download period', () => {
  const required = 'É necessário selecionar um período para baixar as informações'
  const tooLong = 'O período máximo de informações disponíveis para download é de 6 meses'

  it('uses 6 months counting both ends', () => {
    expect(DRE_DOWNLOAD_MAX_MONTHS).toBe(6)
    expect(downloadPeriod('01/2026', '06/2026')).toBe(true)
    expect(downloadPeriod('2025-09-01', '2026-02-28')).toBe(true)
    expect(downloadPeriod('03/2026', '03/2026')).toBe(true)
  })
  it('rejects a 7-month span with the exact message', () => {
    expect(downloadPeriod('01/2026', '07/2026')).toBe(tooLong)
    expect(downloadPeriod('08/2025', '02/2026')).toBe(tooLong)
  })
  it.each([
    [null, '06/2026'],
    ['01/2026', undefined],
    ['', ''],
    ['13/2026', '06/2026'],
    ['06/2026', '01/2026'],
  ])('asks for a period when %o to %o', (begin, end) => {
    expect(downloadPeriod(begin, end)).toBe(required)
  })
})

describe('upload size', () => {
  it('defaults to 15 MB per file', () => {
    expect(UPLOAD_MAX_MB).toBe(15)
    expect(uploadSize([{ size: 15 * MB }, { size: 1 }])).toBe(true)
  })
  it('rejects the whole selection when one file is larger', () => {
    expect(uploadSize([{ size: 1 }, { size: 15 * MB + 1 }])).toBe(
      'Um ou mais arquivos são maiores que o limite de 15 MB',
    )
  })
  it('uses the caller limit in the message', () => {
    expect(uploadSize([{ size: 3 * MB }], 2)).toBe('Um ou mais arquivos são maiores que o limite de 2 MB')
    expect(uploadSize([{ size: 2 * MB }], 2)).toBe(true)
  })
  it('accepts a FileList-like object', () => {
    const files = { length: 1, 0: new File(['abc'], 'a.txt') }
    expect(uploadSize(files)).toBe(true)
  })
})

describe('client selection', () => {
  it('asks for a client when none is chosen', () => {
    expect(clientSelection(null)).toBe('Selecione um cliente')
  })
  it('refuses a client without access', () => {
    expect(clientSelection({ id_cadastro_cliente: -1 })).toBe('Você ainda não tem acesso a esse cliente')
    expect(clientSelection({})).toBe('Você ainda não tem acesso a esse cliente')
  })
  it('accepts a registered client', () => {
    expect(clientSelection({ id_cadastro_cliente: 12 })).toBe(true)
  })
})
