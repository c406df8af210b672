import { removeAccents as libraryRemoveAccents } from '@brazilian-utils/brazilian-utils'
import { describe, expect, it } from 'vitest'
import {
  EMAIL_NOT_FOUND,
  extractEmailAddress,
  initials,
  matchesSearch,
  normalizeForSearch,
  removeAccents,
  trimText,
} from '@/lib/text'

describe('text helpers', () => {
  it('trims and collapses whitespace', () => {
    expect(trimText('  Ana \t  Lima \n')).toBe('Ana Lima')
    expect(trimText(null)).toBe('')
  })
  it('removes accents', () => {
    expect(removeAccents('Conceição, São Paulo, Piauí, Açaí')).toBe('Conceicao, Sao Paulo, Piaui, Acai')
    expect(removeAccents(undefined)).toBe('')
  })
  it('removes accents exactly as @brazilian-utils did, for every character before the surrogates', () => {
    const differing: string[] = []
    for (let code = 0x20; code < 0xd800; code++) {
      const char = String.fromCharCode(code)
      if (removeAccents(char) !== libraryRemoveAccents(char)) differing.push(code.toString(16))
    }
    expect(differing).toEqual([])
    expect(removeAccents('Ação ǅ ḉ ﬁ')).toBe(libraryRemoveAccents('Ação ǅ ḉ ﬁ'))
  })
  it('normalizes for accent- and case-insensitive search', () => {
    expect(normalizeForSearch('  ESCRITÓRIO   Região ')).toBe('escritorio regiao')
    expect(normalizeForSearch(42)).toBe('42')
    expect(matchesSearch('regiao', 'Escritório Região Sul', 7)).toBe(true)
    expect(matchesSearch('7', 'Escritório Região Sul', 7)).toBe(true)
    expect(matchesSearch('norte', 'Escritório Região Sul', 7)).toBe(false)
    expect(matchesSearch('  ', 'qualquer')).toBe(true)
  })
  it.each([
    ['João da Silva', 'JS'],
    ['maria', 'M'],
    ['Ana Beatriz de Souza', 'AS'],
    ['  élio   ramos ', 'ÉR'],
    ['', ''],
    [null, ''],
  ])('initials of %o are %o', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
  it.each([
    ['Ana Lima <Ana.Lima@Exemplo.com.br>', 'ana.lima@exemplo.com.br'],
    ['"Lima, Ana" <ana@exemplo.com>', 'ana@exemplo.com'],
    ['ana@exemplo.com', 'ana@exemplo.com'],
    ['Ana Lima <>', EMAIL_NOT_FOUND],
    ['Ana Lima', EMAIL_NOT_FOUND],
    ['', EMAIL_NOT_FOUND],
    [null, EMAIL_NOT_FOUND],
  ])('address of %o is %o', (value, expected) => {
    expect(extractEmailAddress(value)).toBe(expected)
  })
  it('falls back to the exact message', () => {
    expect(EMAIL_NOT_FOUND).toBe('Email não encontrado')
  })
})
