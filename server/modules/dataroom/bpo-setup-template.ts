import ExcelJS from 'exceljs'
import { styleHeader } from '../financial/xlsx'

/** The sheets of the BPO set-up: the registers the BPO team loads for the office, with an example row each. */
const SHEETS = [
  {
    nome: 'Contas',
    colunas: ['Nome da conta', 'Banco (código)', 'Agência', 'Conta', 'Saldo inicial (R$)', 'Data do saldo'],
    exemplo: ['Conta movimento', '341', '0001', '12345-6', '10.000,00', '01/01/2025'],
  },
  {
    nome: 'Fornecedores',
    colunas: ['Nome', 'CPF/CNPJ', 'Tipo da chave PIX', 'Chave PIX', 'Banco (código)', 'Agência', 'Conta'],
    exemplo: ['Papelaria Central Ltda', '12.345.678/0001-95', 'cnpj', '12.345.678/0001-95', '001', '1234', '5678-9'],
  },
  {
    nome: 'Categorias',
    colunas: ['Nome', 'Linha do DRE', 'Grupo do DFC'],
    exemplo: ['Aluguel', 'Despesas administrativas', 'Operacional'],
  },
  { nome: 'Departamentos', colunas: ['Nome'], exemplo: ['Comercial'] },
  { nome: 'Filiais', colunas: ['Nome', 'Cidade'], exemplo: ['Matriz', 'São Paulo'] },
  {
    nome: 'Contas recorrentes',
    colunas: ['Descrição', 'Fornecedor', 'Categoria', 'Valor (R$)', 'Dia do vencimento', 'Conta de pagamento'],
    exemplo: ['Aluguel do escritório', 'Imobiliária Sol', 'Aluguel', '8.500,00', '5', 'Conta movimento'],
  },
] as const

/**
 * bpo/financial/setup?template: the workbook the office fills in so the BPO team can set its financial up
 * ('Instruções' first, then one sheet per register with its columns and an example row).
 */
export async function bpoSetupTemplate(office: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'AAWZ Back-office'
  const intro = workbook.addWorksheet('Instruções')
  intro.columns = [{ width: 100 }]
  intro.addRow([`Implantação do BPO financeiro · ${office}`]).font = { bold: true, size: 14 }
  for (const line of [
    'Preencha uma linha por registro em cada aba, a partir da linha 2 (a linha de exemplo pode ser apagada).',
    'Valores em reais com vírgula nos centavos (10.000,00); datas como DD/MM/AAAA; bancos pelo código de 3 dígitos.',
    'Envie a planilha preenchida em Dataroom › BPO; a equipe confere e carrega os cadastros do escritório.',
  ])
    intro.addRow([line])
  for (const sheet of SHEETS) {
    const ws = workbook.addWorksheet(sheet.nome)
    ws.columns = sheet.colunas.map((c) => ({ width: Math.max(16, c.length + 4) }))
    styleHeader(ws.addRow([...sheet.colunas]))
    ws.addRow([...sheet.exemplo]).font = { italic: true, color: { argb: 'FF6B7280' } }
    ws.views = [{ state: 'frozen', ySplit: 1 }]
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
