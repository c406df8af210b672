import { describe, expect, it } from 'vitest'
import { isPixKeyOfType, providerFields } from '@/contracts/bpo'
import { cpfCnpjMask } from '@/lib/masks'

const base = { nome: 'Fornecedor', cpf_cnpj: '65.112.224/2518-00' }
const messagesOf = (input: object) => {
  const parsed = providerFields.safeParse({ ...base, ...input })
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('the provider form (the same schema the server checks)', () => {
  it('masks one field as CPF while it has up to 11 digits, else as CNPJ, letters included', () => {
    expect(cpfCnpjMask.apply('47905091171')).toBe('479.050.911-71')
    expect(cpfCnpjMask.apply('65112224251800')).toBe('65.112.224/2518-00')
    expect(cpfCnpjMask.apply('12abc34501de35')).toBe('12.ABC.345/01DE-35')
  })

  it('says which document is wrong, under its own field', () => {
    expect(messagesOf({ cpf_cnpj: '65.112.224/2518-01' })).toEqual({ cpf_cnpj: 'CNPJ inválido' })
    expect(messagesOf({ cpf_cnpj: '479.050.911-70' })).toEqual({ cpf_cnpj: 'CPF inválido' })
    expect(messagesOf({ cpf_cnpj: '12.ABC.345/01DE-35' })).toEqual({})
  })

  it('checks the PIX key against the type chosen', () => {
    expect(isPixKeyOfType('telefone', '+55 11 98765-4321')).toBe(true)
    expect(isPixKeyOfType('telefone', '11987654321')).toBe(false)
    expect(isPixKeyOfType('aleatoria', '5f0e2c1a-8b7d-4e3f-9a6b-2c4d6e8f0a1b')).toBe(true)
    expect(isPixKeyOfType('cnpj', '47905091171')).toBe(false)
    expect(messagesOf({ tipo_pix: 'email', chave_pix: 'não é e-mail' })).toEqual({
      chave_pix: 'Chave PIX inválida para o tipo escolhido',
    })
    expect(messagesOf({ tipo_pix: 'email', chave_pix: '' })).toEqual({ chave_pix: 'Campo obrigatório' })
  })

  it('reads form text: empty optional fields are null, the active flag a boolean', () => {
    const parsed = providerFields.parse({
      ...base,
      tipo_pix: '',
      chave_pix: '',
      banco: '',
      agencia: '',
      conta: '',
      ativo: 'false',
    })
    expect(parsed).toMatchObject({
      tipo_pix: null,
      chave_pix: null,
      banco: null,
      agencia: null,
      conta: null,
      ativo: false,
    })
  })
})
