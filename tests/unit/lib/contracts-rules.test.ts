import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  addOfficeBodySchema,
  changePasswordSchema,
  cnpjSchema,
  cpfCnpjSchema,
  cpfSchema,
  crawlerSchema,
  dateSchema,
  deleteConfirmationSchema,
  dreDownloadSchema,
  emailListSchema,
  frequencySchema,
  fullNameSchema,
  minFeeSchema,
  minPercentageSchema,
  monthSchema,
  officeFormSchema,
  phoneSchema,
  positiveSchema,
  quarterSchema,
  requiredString,
  suggestionSchema,
} from '@/contracts/rules'
import { cnpj, cpf, date, email, fullName, minFee, phone } from '@/lib/validation'

const messagesOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

const validOffice = {
  office_data: {
    nome_escritorio: 'Escritório Modelo',
    login: 'gestor@modelo.com.br',
    cnpj: '11.222.333/0001-81',
    cpf: '',
    telefone: '',
    nome_responsavel: 'Ana Lima',
    nome_bucket: '',
    email_escritorio: 'contato@modelo.com.br; financeiro@modelo.com.br',
    sufixo_email_escritorio: '@modelo.com.br',
    subdominio_escritorio: 'modelo',
  },
  office_colors_data: { primaria: '#3242B9', secundaria: '#777777' },
}

describe('zod schemas answer what the rules answer', () => {
  it.each([
    [cpfSchema, cpf, ['123.456.789-09', '123.456.789-00', '']],
    [cnpjSchema, cnpj, ['', '12.ABC.345/01DE-35', '12.ABC.345/01DE-36']],
    [phoneSchema, phone, ['(11) 3000-0000', '(11) 3000']],
    [emailListSchema, email, ['a@b.com;c@d.com', 'a@b', '']],
    [fullNameSchema, fullName, ['Ana Lima', 'Ana']],
    [dateSchema(), date(), ['29/02/2024', '29/02/2026']],
    [monthSchema, date('MM/YYYY'), ['12/2026', '13/2026']],
  ] as const)('%#', (schema, rule, values) => {
    for (const value of values) {
      const result = rule(value)
      expect(messagesOf(schema, value)).toEqual(result === true ? [] : [result])
    }
  })
  it('numbers too', () => {
    expect(messagesOf(minFeeSchema, 'R$ 2,99')).toEqual([])
    expect(messagesOf(minFeeSchema, 298)).toEqual([minFee(298)])
    expect(messagesOf(minPercentageSchema, '0,001')).toEqual(['Valor mínimo: 0,01 %'])
    expect(messagesOf(positiveSchema, 0)).toEqual(['Deve ser maior que 0'])
    expect(messagesOf(positiveSchema, 3n)).toEqual([])
  })
  it('says "Campo obrigatório" for a missing or empty field and "Formato inválido" for a wrong type', () => {
    expect(messagesOf(requiredString, undefined)).toEqual(['Campo obrigatório'])
    expect(messagesOf(requiredString, '')).toEqual(['Campo obrigatório'])
    expect(messagesOf(cpfSchema, 12345678909)).toEqual(['Formato inválido'])
    expect(messagesOf(cpfCnpjSchema, '11.222.333/0001-81')).toEqual([])
  })
})

describe('office form', () => {
  it('accepts a complete office', () => {
    expect(officeFormSchema.safeParse(validOffice).success).toBe(true)
  })
  it('reports each §5 office rule on its field', () => {
    const result = officeFormSchema.safeParse({
      office_data: {
        ...validOffice.office_data,
        login: 'gestor',
        cnpj: '',
        cpf: '123.456.789-00',
        telefone: '(11) 3000',
        email_escritorio: '',
        sufixo_email_escritorio: 'modelo.com.br',
      },
      office_colors_data: { primaria: '3242B9' },
    })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
    expect(byField).toEqual({
      'office_data.login': 'Formato inválido',
      'office_data.cnpj': 'Campo obrigatório',
      'office_data.cpf': 'CPF inválido',
      'office_data.telefone': 'Formato inválido',
      'office_data.email_escritorio': 'Campo obrigatório',
      'office_data.sufixo_email_escritorio': "Necessário iniciar com '@'",
      'office_colors_data.primaria': 'Formato inválido',
    })
  })
  it('checks the CNPJ check digits', () => {
    const office = { ...validOffice, office_data: { ...validOffice.office_data, cnpj: '11.222.333/0001-82' } }
    expect(messagesOf(officeFormSchema, office)).toEqual(['CNPJ inválido'])
  })
  it('reads office_data and office_colors_data sent as JSON text', () => {
    const body = {
      office_data: JSON.stringify(validOffice.office_data),
      office_colors_data: JSON.stringify(validOffice.office_colors_data),
    }
    expect(addOfficeBodySchema.parse(body).office_data.nome_escritorio).toBe('Escritório Modelo')
    expect(addOfficeBodySchema.safeParse({ ...body, office_data: '{not json' }).success).toBe(false)
  })
})

describe('dialog forms', () => {
  it('change password: all required, confirmation must match', () => {
    expect(
      changePasswordSchema.safeParse({ password: 'a', new_password: 'nova-senha', confirm_new_password: 'nova-senha' })
        .success,
    ).toBe(true)
    expect(
      messagesOf(changePasswordSchema, {
        password: 'a',
        new_password: 'nova-senha',
        confirm_new_password: 'outra-senha',
      }),
    ).toEqual(['Senhas diferentes'])
    expect(
      messagesOf(changePasswordSchema, { password: 'a', new_password: 'curta', confirm_new_password: 'curta' }),
    ).toEqual(['A nova senha deve ter pelo menos 8 caracteres'])
    expect(messagesOf(changePasswordSchema, { password: '', new_password: 'b' })).toEqual([
      'Campo obrigatório',
      'Campo obrigatório',
    ])
  })
  it('suggestion: title required, description optional, form booleans read', () => {
    expect(messagesOf(suggestionSchema, { subject: '' })).toEqual(['Campo obrigatório'])
    expect(suggestionSchema.parse({ subject: 'Ideia', interno: 'false', simulacao: 'true' })).toEqual({
      subject: 'Ideia',
      report: '',
      interno: false,
      simulacao: true,
    })
  })
  it('delete confirmation: typed value equals the key, and the key is above 0', () => {
    expect(messagesOf(deleteConfirmationSchema(42), { confirmacao: '42' })).toEqual([])
    expect(messagesOf(deleteConfirmationSchema(42), { confirmacao: '24' })).toEqual(['Valor preenchido incorreto'])
    expect(messagesOf(deleteConfirmationSchema(0), { confirmacao: '0' })).toEqual(['Valor preenchido incorreto'])
  })
  it('DRE download: period required, at most 6 months', () => {
    expect(messagesOf(dreDownloadSchema, { begin_date: '2026-01-01', end_date: '2026-06-30' })).toEqual([])
    expect(messagesOf(dreDownloadSchema, { begin_date: '2026-01-01' })).toEqual([
      'É necessário selecionar um período para baixar as informações',
    ])
    expect(messagesOf(dreDownloadSchema, { begin_date: '01/2026', end_date: '07/2026' })).toEqual([
      'O período máximo de informações disponíveis para download é de 6 meses',
    ])
    expect(dreDownloadSchema.parse({ begin_date: '01/2026', end_date: '02/2026' }).DRE).toBe('PJ')
  })
  it('crawler: 6-digit password and token', () => {
    expect(crawlerSchema.safeParse({ login: 'x', password: '123456', token: '654321' }).success).toBe(true)
    expect(messagesOf(crawlerSchema, { login: '', password: '12345', token: '' })).toEqual([
      'Campo obrigatório',
      'Formato inválido',
      'Campo obrigatório',
    ])
  })
  it('frequency M/Q/Y defaulting to Y, quarters 1–4', () => {
    expect(frequencySchema.parse(undefined)).toBe('Y')
    expect(frequencySchema.parse('Q')).toBe('Q')
    expect(messagesOf(frequencySchema, 'W')).toEqual(['Frequência deve ser Mensal (M), Trimestral (Q) ou Anual (Y)'])
    expect(quarterSchema.parse('3')).toBe(3)
    expect(quarterSchema.safeParse('5').success).toBe(false)
  })
})

describe('normalisation', () => {
  it('upper-cases an alphanumeric CNPJ', () => {
    expect(cnpjSchema.parse('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35')
  })
})
