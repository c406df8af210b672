import { type DbOrTx, ensureChart } from '../modules/financial/chart'
import { departamentos, fornecedores, servicos } from './schema'

type Provider = Omit<typeof fornecedores.$inferInsert, 'id_escritorio'>

/** Office 3's payees: valid CPFs and CNPJs (one of them the 2026 alphanumeric CNPJ) and PIX keys of each type. */
const providers: Provider[] = [
  {
    nome: 'Lumen Energia Comercial Ltda',
    cpf_cnpj: '65.112.224/2518-00',
    tipo_pix: 'cnpj',
    chave_pix: '65112224251800',
  },
  {
    nome: 'Vivace Telecomunicações S.A.',
    cpf_cnpj: '62.940.017/3072-30',
    tipo_pix: 'email',
    chave_pix: 'financeiro@vivace.com.br',
  },
  {
    nome: 'Condomínio Edifício Faria Lima Office',
    cpf_cnpj: '85.300.706/5596-84',
    banco: '341',
    agencia: '0912',
    conta: '45821-3',
  },
  {
    nome: 'Nuvem Segura Tecnologia Ltda',
    cpf_cnpj: '24.823.539/8280-77',
    tipo_pix: 'aleatoria',
    chave_pix: '5f0e2c1a-8b7d-4e3f-9a6b-2c4d6e8f0a1b',
  },
  {
    nome: 'Papelaria Central do Brasil Ltda',
    cpf_cnpj: '67.102.934/1485-28',
    tipo_pix: 'telefone',
    chave_pix: '+5511987654321',
  },
  {
    nome: 'Contábil Horizonte Serviços Contábeis',
    cpf_cnpj: '94.145.934/3090-00',
    banco: '237',
    agencia: '3321',
    conta: '778899-0',
  },
  {
    nome: 'Limpa Bem Serviços de Conservação',
    cpf_cnpj: '96.355.824/0543-26',
    tipo_pix: 'cnpj',
    chave_pix: '96355824054326',
  },
  {
    nome: 'Agência Pulsar Marketing Digital',
    cpf_cnpj: '41.733.563/2895-75',
    tipo_pix: 'email',
    chave_pix: 'cobranca@pulsar.ag',
  },
  {
    nome: 'Seguradora Amparo S.A.',
    cpf_cnpj: '66.977.607/5323-06',
    banco: '001',
    agencia: '1234-5',
    conta: '102030-4',
  },
  {
    nome: 'Café Expresso Fornecimentos',
    cpf_cnpj: '38.218.704/9989-07',
    tipo_pix: 'cnpj',
    chave_pix: '38218704998907',
  },
  {
    nome: 'Datavista Sistemas de Informação',
    cpf_cnpj: '12.ABC.345/01DE-35',
    banco: '077',
    agencia: '0001',
    conta: '9988776-5',
  },
  {
    nome: 'Rota Certa Transportes e Motoboy',
    cpf_cnpj: '97.915.180/4665-39',
    tipo_pix: 'telefone',
    chave_pix: '+5521976543210',
  },
  { nome: 'Mariana Costa Advocacia', cpf_cnpj: '479.050.911-71', tipo_pix: 'cpf', chave_pix: '47905091171' },
  {
    nome: 'Ricardo Alves Consultoria',
    cpf_cnpj: '851.005.960-82',
    tipo_pix: 'email',
    chave_pix: 'ricardo.alves@consultoria.com',
  },
  { nome: 'Fernanda Lima Design', cpf_cnpj: '120.976.910-72', banco: '260', agencia: '0001', conta: '12345678-9' },
  {
    nome: 'Imobiliária Paulista Aluguéis',
    cpf_cnpj: '14.282.458/8978-88',
    tipo_pix: 'cnpj',
    chave_pix: '14282458897888',
  },
]

/** Demo BPO registers: office 3 in full, office 1 a little (branches and accounts come with the financial seed). */
export async function seedBpo(db: DbOrTx): Promise<void> {
  await db.insert(fornecedores).values([
    ...providers.map((p) => ({ ...p, id_escritorio: 3 })),
    {
      id_escritorio: 1,
      nome: 'Aurora Limpeza e Conservação',
      cpf_cnpj: '07.731.093/7708-74',
      tipo_pix: 'cnpj' as const,
      chave_pix: '07731093770874',
    },
    { id_escritorio: 1, nome: 'Escritório Contábil Alvorada', cpf_cnpj: '04.489.631/1200-75' },
  ])
  const depts = (office: number, nomes: string[]) => nomes.map((nome) => ({ id_escritorio: office, nome }))
  await db
    .insert(departamentos)
    .values([
      ...depts(3, ['Administrativo', 'Comercial', 'Tecnologia', 'Marketing', 'Operações', 'Diretoria']),
      ...depts(1, ['Administrativo', 'Comercial']),
    ])
  // Fee-based services land on the 'Fee fixo' revenue category of the engine's default chart.
  const feeFixo = async (office: number) => (await ensureChart(db, office)).get('Fee fixo') ?? null
  const [fee3, fee1] = [await feeFixo(3), await feeFixo(1)]
  await db.insert(servicos).values([
    ...[
      ['Assessoria de investimentos', 'Fee fixo mensal de assessoria'],
      ['Planejamento financeiro', 'Plano financeiro pessoal completo'],
      ['Planejamento sucessório', 'Estruturação de holding e sucessão'],
      ['Consultoria de carteira', 'Revisão trimestral da carteira'],
      ['Relatório de performance', null],
    ].map(([nome, descricao]) => ({ id_escritorio: 3, nome: nome as string, descricao, id_categoria: fee3 })),
    { id_escritorio: 1, nome: 'Assessoria de investimentos', descricao: null, id_categoria: fee1 },
  ])
}
