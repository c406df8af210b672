import type { Path } from 'react-hook-form'
import type { OfficeForm } from '@/contracts/rules'
import { cnpjMask, cpfMask, phoneMask } from '@/lib/masks'

export type Mask = { apply: (value: string) => string }
export const officeFields: {
  name: Path<OfficeForm> & `office_data.${string}`
  label: string
  mask?: Mask
  type?: string
  placeholder?: string
  /** Internal set-up, shown to the platform staff only. */
  staffOnly?: boolean
}[] = [
  { name: 'office_data.nome_escritorio', label: 'Nome do escritório' },
  { name: 'office_data.cnpj', label: 'CNPJ', mask: cnpjMask, placeholder: '00.000.000/0000-00' },
  { name: 'office_data.email_escritorio', label: 'E-mail do escritório', type: 'email' },
  { name: 'office_data.login', label: 'Login (e-mail do gestor)', type: 'email' },
  { name: 'office_data.nome_responsavel', label: 'Responsável' },
  { name: 'office_data.cpf', label: 'CPF do responsável', mask: cpfMask, placeholder: '000.000.000-00' },
  { name: 'office_data.telefone', label: 'Telefone', mask: phoneMask, placeholder: '(00) 00000-0000' },
  { name: 'office_data.sufixo_email_escritorio', label: 'Sufixo de e-mail', placeholder: '@escritorio.com.br' },
  { name: 'office_data.subdominio_escritorio', label: 'Subdomínio' },
  { name: 'office_data.nome_bucket', label: 'Bucket', staffOnly: true },
]
