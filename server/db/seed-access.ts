import { sql } from 'drizzle-orm'
import type { Tx } from '../http/idempotency'
import {
  comunicadosClientes,
  disclaimers,
  escritoriosCadastro,
  escritoriosPermissoes,
  escritoriosTema,
  posicoesClientes,
  relatoriosLiberados,
  usuarios,
} from './schema'

const registration = [
  {
    id_escritorio: 1,
    login: 'gestor.aurora@demo.local',
    email_escritorio: 'contato@aurora.demo.local',
    nome_responsavel: 'Otávio Gestor',
    sufixo_email_escritorio: '@aurora.demo.local',
    subdominio_escritorio: 'aurora',
  },
  {
    id_escritorio: 2,
    login: 'contato@spcapital.demo.local',
    email_escritorio: 'contato@spcapital.demo.local',
    nome_responsavel: 'Helena Prado',
    sufixo_email_escritorio: '@spcapital.demo.local',
    subdominio_escritorio: 'spcapital',
  },
  {
    id_escritorio: 3,
    login: 'gestor@demo.local',
    email_escritorio: 'contato@aawz.demo.local',
    nome_responsavel: 'Gabriela Gestora',
    sufixo_email_escritorio: '@demo.local',
    subdominio_escritorio: 'aawz',
    telefone: '(21) 99999-0000',
  },
  {
    id_escritorio: 4,
    login: 'contato@ipe.demo.local',
    email_escritorio: 'contato@ipe.demo.local',
    nome_responsavel: 'Rafael Ipê',
    sufixo_email_escritorio: '@ipe.demo.local',
    subdominio_escritorio: 'ipe',
  },
]

/** Office 3 is the branded default (§3); the others have their own colours so the white label shows. */
const themes = [
  { id_escritorio: 1, cores: { primaria: '#c2410c', secundaria: '#78716c' } },
  { id_escritorio: 2, cores: { primaria: '#0f766e', secundaria: '#64748b' } },
  { id_escritorio: 3, cores: { primaria: '#3242b9', secundaria: '#6b7280', nav_bg: '#ffffff', nav_fg: '#1f2937' } },
  { id_escritorio: 4, cores: { primaria: '#7c3aed', secundaria: '#6b7280' } },
]

const assets: { nome: string; tipo: string; classe: string; faltantes?: string[] }[] = [
  { nome: 'Tesouro IPCA+ 2035', tipo: 'renda fixa', classe: 'RF Inflação' },
  {
    nome: 'CDB Banco Inter 110% CDI',
    tipo: 'renda fixa',
    classe: 'RF Pós-Fixado',
    faltantes: ['data_vencimento', 'indexador'],
  },
  { nome: 'BOVA11', tipo: 'ações', classe: 'Renda Variável' },
  { nome: 'KNRI11', tipo: 'fii', classe: 'Fundo Imobiliário' },
  { nome: 'Verde AM FIC FIM', tipo: 'fundo', classe: 'Multimercado', faltantes: ['cnpj_fundo'] },
  { nome: 'IVVB11', tipo: 'etf', classe: 'Internacional' },
  { nome: 'Poupança Caixa', tipo: 'poupança', classe: 'Caixa', faltantes: ['referencia'] },
  { nome: 'Brasilprev RT FIX', tipo: 'previdência', classe: 'Fundo de Previdência' },
]

/** Demo rows of the access tables (issue 6): registration, theme, permissions, disclaimers, positions. */
export async function seedAccess(tx: Tx) {
  await tx.insert(escritoriosCadastro).values(registration)
  await tx.insert(escritoriosTema).values(themes)
  // Office 2 did not buy commissions nor hiring rules.
  await tx.insert(escritoriosPermissoes).values([
    { id_escritorio: 2, funcionalidade: 'comissoes', possui_acesso: false },
    { id_escritorio: 2, funcionalidade: 'contratacoes', possui_acesso: false },
  ])
  for (const office of [1, 2, 3, 4]) {
    await tx.insert(disclaimers).values([
      {
        id_escritorio: office,
        codigo: 'geral',
        texto:
          'As informações apresentadas têm caráter informativo e não constituem recomendação de investimento. Rentabilidade passada não é garantia de rentabilidade futura.',
      },
      {
        id_escritorio: office,
        codigo: 'financeiro',
        texto:
          'Os demonstrativos financeiros são gerenciais, elaborados a partir dos dados enviados pelo escritório, e não substituem a contabilidade oficial.',
      },
    ])
  }
  // Every client holds 3 to 6 assets, values derived from its id so the seed stays deterministic.
  const clients = await tx
    .execute<{ id_escritorio: number; id: number }>(
      sql`select id_escritorio, id from clientes order by id_escritorio, id`,
    )
    .then((r) => r.rows)
  const rows = clients.flatMap((c) => {
    const count = 3 + ((c.id * 7) % 4)
    return Array.from({ length: count }, (_, i) => {
      const asset = assets[(c.id + i * 3) % assets.length]
      return {
        id_escritorio: c.id_escritorio,
        id_cliente: c.id,
        nome_ativo: asset.nome,
        referencia: asset.faltantes?.includes('referencia') ? null : asset.nome.split(' ')[0].toUpperCase(),
        tipo: asset.tipo,
        classe: asset.classe,
        valor_centavos: BigInt(1_000_00 + ((c.id * 104_729 + i * 7_919) % 900_000) * 100),
        campos_faltantes: asset.faltantes ?? [],
        data_atualizacao_cotizacao: new Date(Date.UTC(2026, 9, 1 + ((c.id + i) % 28), 12)),
        data_atualizacao_crawler: i % 2 === 0 ? new Date(Date.UTC(2026, 9, 2 + ((c.id + i) % 27), 9)) : null,
      }
    })
  })
  await tx.insert(posicoesClientes).values(rows)
  const first = clients.find((c) => c.id_escritorio === 3)
  if (first) {
    // seed.ts logs cliente@demo.local in as this client (Clara Cliente): the record carries her name.
    await tx.execute(
      sql`update clientes set nome_cliente = 'Clara Cliente', email = 'cliente@demo.local' where id_escritorio = 3 and id = ${first.id}`,
    )
    await tx.insert(comunicadosClientes).values([
      {
        id_escritorio: 3,
        id_cliente: first.id,
        nome: 'Relatório mensal',
        conteudo: ['Seu relatório de outubro está disponível.', 'Qualquer dúvida, fale com seu assessor.'],
      },
      {
        id_escritorio: 3,
        id_cliente: first.id,
        nome: 'Atualização cadastral',
        conteudo: ['Confirme seus dados cadastrais até o fim do mês.'],
      },
    ])
  }
  // What the demo shows each login (the release gates the reports' pages for advisors and planners): the gestor has
  // the DRE by professional; André Assessor (the first advisor) his DRE, commissions and client book; Paula Planejadora
  // her client book. Bruno Duarte (the second advisor) has none: his 'Meus relatórios' shows every report not released.
  const firstOf = (cargo: string) =>
    tx
      .execute<{ id: number }>(
        sql`select id from profissionais where id_escritorio = 3 and cargo = ${cargo} order by id limit 1`,
      )
      .then((r) => r.rows[0]?.id)
  const released: [number | undefined, string[]][] = [
    [await firstOf('GESTOR'), ['dre-profissional']],
    [await firstOf('ASSESSOR'), ['dre-profissional', 'comissoes', 'carteira-clientes']],
    [await firstOf('PLANEJADOR'), ['carteira-clientes']],
  ]
  const releases = released.flatMap(([id, servicos]) =>
    id === undefined ? [] : servicos.map((servico) => ({ id_escritorio: 3, id_profissional: id, servico })),
  )
  if (releases.length > 0) await tx.insert(relatoriosLiberados).values(releases)
}

/**
 * assessor.cliente@demo.local (§6 switch): Bruno Duarte, the second assessor of office 3, is also a client of
 * office 3 (in André Assessor's book). One login holds both profiles; runs after the demo accounts exist.
 */
export async function seedDualProfile(tx: Tx, passwordHash: string) {
  const email = 'assessor.cliente@demo.local'
  const nome = 'Bruno Duarte'
  const [prof] = await tx
    .execute<{ id: number }>(
      sql`select id from profissionais where id_escritorio = 3 and cargo = 'ASSESSOR' order by id offset 1 limit 1`,
    )
    .then((r) => r.rows)
  const [client] = await tx
    .execute<{ id: number }>(
      sql`select c.id from clientes c join usuarios u on u.id_escritorio = 3 and u.id_profissional = c.id_profissional
          where c.id_escritorio = 3 and u.email = 'assessor@demo.local'
            and not exists (select 1 from usuarios l where l.id_escritorio = 3 and l.id_cliente = c.id)
          order by c.id limit 1`,
    )
    .then((r) => r.rows)
  if (!prof || !client) return
  await tx.execute(
    sql`update profissionais set nome = ${nome}, email = ${email} where id_escritorio = 3 and id = ${prof.id}`,
  )
  await tx.execute(
    sql`update clientes set nome_cliente = ${nome}, email = ${email} where id_escritorio = 3 and id = ${client.id}`,
  )
  await tx.insert(usuarios).values({
    email,
    nome,
    tipo_usuario: 'ASSESSOR',
    id_escritorio: 3,
    id_profissional: prof.id,
    id_cliente: client.id,
    senha_hash: passwordHash,
  })
  await tx.insert(comunicadosClientes).values({
    id_escritorio: 3,
    id_cliente: client.id,
    nome: 'Boas-vindas',
    conteudo: ['Sua carteira já está disponível no aplicativo.'],
  })
}
