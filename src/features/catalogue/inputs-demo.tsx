import { useState } from 'react'
import { ValidatedField } from '@/components/validated-field'
import { type Currency, formatMoneyAbbreviated, parseMoney } from '@/lib/format'
import { applyCurrencyMask, cepMask, cnpjMask, cpfMask, dateMask, monthYearMask, phoneMask } from '@/lib/masks'
import { cep, cnpj, combine, cpf, date, phone, positive, required } from '@/lib/validation'
import { CatalogueExample } from './catalogue-example'
import { CatalogueSection } from './catalogue-section'

type FieldKey = 'cpf' | 'cnpj' | 'phone' | 'cep' | 'date' | 'month'

const fields: {
  key: FieldKey
  label: string
  mask: (value: string) => string
  rule: (value: string) => true | string
  placeholder: string
  inputMode: 'numeric' | 'text'
}[] = [
  {
    key: 'cpf',
    label: 'CPF',
    mask: cpfMask.apply,
    rule: combine(required, cpf),
    placeholder: '000.000.000-00',
    inputMode: 'numeric',
  },
  {
    key: 'cnpj',
    label: 'CNPJ',
    mask: cnpjMask.apply,
    rule: combine(required, cnpj),
    placeholder: '00.000.000/0000-00',
    inputMode: 'text',
  },
  {
    key: 'phone',
    label: 'Telefone',
    mask: phoneMask.apply,
    rule: combine(required, phone),
    placeholder: '(00) 00000-0000',
    inputMode: 'numeric',
  },
  {
    key: 'cep',
    label: 'CEP',
    mask: cepMask.apply,
    rule: combine(required, cep),
    placeholder: '00000-000',
    inputMode: 'numeric',
  },
  {
    key: 'date',
    label: 'Data',
    mask: dateMask.apply,
    rule: combine(required, date()),
    placeholder: 'DD/MM/AAAA',
    inputMode: 'numeric',
  },
  {
    key: 'month',
    label: 'Mês',
    mask: monthYearMask.apply,
    rule: combine(required, date('MM/YYYY')),
    placeholder: 'MM/AAAA',
    inputMode: 'numeric',
  },
]

const empty: Record<FieldKey, string> = { cpf: '', cnpj: '', phone: '', cep: '', date: '', month: '' }

/** The §5 validated inputs: masks applied while typing, message shown when the field is left. */
export function InputsDemo() {
  const [values, setValues] = useState(empty)
  const [currency, setCurrency] = useState<Currency>('BRL')
  const [money, setMoney] = useState('')
  const parsed = parseMoney(money)
  return (
    <CatalogueSection
      id="campos"
      title="Campos validados"
      description="As máscaras são aplicadas enquanto se digita; a mensagem aparece ao sair do campo. No valor, os dígitos entram pelos centavos e um K, M ou B no fim multiplica o valor (150 e M dão R$ 1.500.000,00); colar 'R$ 1,5 M' também funciona."
    >
      <CatalogueExample title="Interativos">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {fields.map((field) => (
            <ValidatedField
              key={field.key}
              label={field.label}
              value={values[field.key]}
              onChange={(value) => setValues((all) => ({ ...all, [field.key]: value }))}
              mask={field.mask}
              rule={field.rule}
              placeholder={field.placeholder}
              inputMode={field.inputMode}
            />
          ))}
          <ValidatedField
            label="Valor"
            value={money}
            onChange={setMoney}
            mask={(value) => applyCurrencyMask(value, currency)}
            rule={combine<string>(required, (value) => positive(parseMoney(value)?.centavos ?? null))}
            placeholder={currency === 'BRL' ? 'R$ 0,00' : 'US$ 0,00'}
            inputMode="decimal"
            hint={
              parsed ? `Abreviado: ${formatMoneyAbbreviated(parsed.centavos, currency)}` : 'R$ ou US$, com K, M e B'
            }
            prefix={
              <select
                aria-label="Moeda"
                value={currency}
                onChange={(event) => {
                  const next = event.target.value === 'USD' ? 'USD' : 'BRL'
                  setCurrency(next)
                  setMoney((value) => applyCurrencyMask(value, next))
                }}
                className="h-9 rounded-md border bg-card px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <option value="BRL">R$</option>
                <option value="USD">US$</option>
              </select>
            }
          />
        </div>
      </CatalogueExample>
      <CatalogueExample title="Estados">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ValidatedField
            label="CPF válido"
            value="529.982.247-25"
            onChange={() => {}}
            rule={cpf}
            showErrors
            readOnly
          />
          <ValidatedField
            label="CPF inválido"
            value="111.111.111-11"
            onChange={() => {}}
            rule={cpf}
            showErrors
            readOnly
          />
          <ValidatedField label="CNPJ obrigatório" value="" onChange={() => {}} rule={required} showErrors readOnly />
          <ValidatedField label="Telefone desabilitado" value="(11) 3000-0000" onChange={() => {}} disabled />
        </div>
      </CatalogueExample>
    </CatalogueSection>
  )
}
