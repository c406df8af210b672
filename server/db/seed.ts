import { sql } from 'drizzle-orm'
import { MY_REPORTS_ROUTE } from '../../src/contracts/report-services'
import { setupSteps } from '../../src/contracts/validation-paths'
import { hashPassword } from '../modules/auth/passwords'
import type { Db } from './connection'
import {
  clientes,
  escritorios,
  notificacoes,
  parametrizacaoEtapas,
  profissionais,
  segundoFator,
  usuarios,
} from './schema'
import { seedAccess, seedDualProfile } from './seed-access'
import { seedAssets } from './seed-assets'
import { seedAssistant } from './seed-assistant'
import { seedBillAttachments } from './seed-bill-attachments'
import { seedBilling } from './seed-billing'
import { seedBills } from './seed-bills'
import { seedBpo } from './seed-bpo'
import { seedCommissions } from './seed-commissions'
import { seedDataroom, seedDataroomExtras } from './seed-dataroom'
import { seedFinancial } from './seed-financial'
import { seedInvoicesInbox } from './seed-invoices-inbox'
import { seedInvoicing } from './seed-invoicing'
import { seedNotes } from './seed-notes'
import { seedPlans } from './seed-plans'
import { seedReference } from './seed-reference'
import { seedRequests } from './seed-requests'
import { seedRooms } from './seed-rooms'
import { seedStatements } from './seed-statements'
import { seedBankChange, seedWorkflow } from './seed-workflow'

export const DEMO_PASSWORD = 'demo1234'
/**
 * Staff must sign in with a second factor: the demo staff account has this fixed TOTP secret (README, demo
 * accounts), so an authenticator app, the e2e helpers and the server tests can make its codes. Never in production.
 */
export const DEMO_TOTP_SECRET = 'AAWZDEMOEQUIPEAAWZDEMOEQUIPE2345'

/** A small deterministic pseudo-random sequence, so every fresh install has the same demo data. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const demoOffices = [
  { id_escritorio: 1, nome_escritorio: 'Aurora Investimentos', cnpj: '11.222.333/0001-81', cidade: 'Belo Horizonte' },
  {
    id_escritorio: 2,
    nome_escritorio: 'Escritório São Paulo Capital',
    cnpj: '45.723.174/0001-10',
    cidade: 'São Paulo',
  },
  {
    id_escritorio: 3,
    nome_escritorio: 'AAWZ Assessoria',
    cnpj: '34.028.316/0001-03',
    cidade: 'Rio de Janeiro',
    logo_name: 'aawz',
    whitelabel: true,
  },
  { id_escritorio: 4, nome_escritorio: 'Ipê Wealth Management', cnpj: '60.701.190/0001-04', cidade: 'Curitiba' },
]

const firstNames = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Henrique', 'Isabela', 'João']
const lastNames = ['Souza', 'Oliveira', 'Lima', 'Pereira', 'Almeida', 'Costa', 'Ribeiro', 'Gonçalves', 'Araújo']

/**
 * Inserts the demo offices, professionals, clients and the five demo accounts (password `demo1234`).
 * Runs only on an empty database; returns false when data was already there.
 */
/** The demo notifications spread over days, so the panel shows 'Hoje', 'Ontem' and a date. */
const DAY_MS = 24 * 3600_000

export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(escritorios)
  if (existing[0].n > 0) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const random = sequence(42)
  await db.transaction(async (tx) => {
    await tx.insert(escritorios).values(demoOffices)
    await tx.execute(sql`select setval(pg_get_serial_sequence('escritorios', 'id_escritorio'), 100)`)
    for (const office of demoOffices) {
      const profs = await tx
        .insert(profissionais)
        .values(
          Array.from({ length: 4 + office.id_escritorio }, (_, i) => ({
            id_escritorio: office.id_escritorio,
            nome: `${firstNames[(i + office.id_escritorio) % firstNames.length]} ${lastNames[(i * 2 + office.id_escritorio) % lastNames.length]}`,
            email: `prof${i + 1}.escritorio${office.id_escritorio}@demo.local`,
            cargo: i === 0 ? 'GESTOR' : i % 3 === 2 ? 'PLANEJADOR' : 'ASSESSOR',
          })),
        )
        .returning({ id: profissionais.id })
      const clientCount = 20 + office.id_escritorio * 7
      await tx.insert(clientes).values(
        Array.from({ length: clientCount }, (_, i) => ({
          id_escritorio: office.id_escritorio,
          nome_cliente: `${firstNames[Math.floor(random() * firstNames.length)]} ${lastNames[Math.floor(random() * lastNames.length)]} ${lastNames[i % lastNames.length]}`,
          email: `cliente${i + 1}.escritorio${office.id_escritorio}@demo.local`,
          id_profissional: profs[i % profs.length].id,
          id_cadastro_cliente: i % 9 === 8 ? -1 : i + 1,
          data_atualizacao: new Date(Date.UTC(2026, 9, 1 + (i % 28), 12)),
        })),
      )
    }
    await seedFinancial(tx)
    await seedBpo(tx)
    await seedBills(tx)
    await seedAccess(tx)
    // The demo offices are already set up: every step of the parametrização saved.
    await tx
      .insert(parametrizacaoEtapas)
      .values(
        demoOffices.flatMap((o) => setupSteps.map((step) => ({ id_escritorio: o.id_escritorio, etapa: step.etapa }))),
      )
    const [gestorProf] = await tx
      .execute<{ id: number }>(
        sql`select id from profissionais where id_escritorio = 3 and cargo = 'GESTOR' order by id limit 1`,
      )
      .then((r) => r.rows)
    const [assessorProf] = await tx
      .execute<{ id: number }>(
        sql`select id from profissionais where id_escritorio = 3 and cargo = 'ASSESSOR' order by id limit 1`,
      )
      .then((r) => r.rows)
    // The demo advisor's professional record carries his login's name, so the release matrix reads 'André Assessor'.
    await tx.execute(
      sql`update profissionais set nome = 'André Assessor' where id_escritorio = 3 and id = ${assessorProf.id}`,
    )
    const [planejadorProf] = await tx
      .execute<{ id: number }>(
        sql`select id from profissionais where id_escritorio = 3 and cargo = 'PLANEJADOR' order by id limit 1`,
      )
      .then((r) => r.rows)
    const [clienteRow] = await tx
      .execute<{ id: number }>(sql`select id from clientes where id_escritorio = 3 order by id limit 1`)
      .then((r) => r.rows)
    const users = await tx
      .insert(usuarios)
      .values([
        { email: 'equipe@demo.local', nome: 'Equipe Plataforma', tipo_usuario: 'EQUIPE', senha_hash: passwordHash },
        {
          email: 'gestor@demo.local',
          nome: 'Gabriela Gestora',
          tipo_usuario: 'GESTOR',
          id_escritorio: 3,
          id_profissional: gestorProf.id,
          senha_hash: passwordHash,
        },
        {
          email: 'assessor@demo.local',
          nome: 'André Assessor',
          tipo_usuario: 'ASSESSOR',
          id_escritorio: 3,
          id_profissional: assessorProf.id,
          senha_hash: passwordHash,
        },
        {
          email: 'planejador@demo.local',
          nome: 'Paula Planejadora',
          tipo_usuario: 'PLANEJADOR',
          id_escritorio: 3,
          id_profissional: planejadorProf.id,
          senha_hash: passwordHash,
        },
        {
          email: 'cliente@demo.local',
          nome: 'Clara Cliente',
          tipo_usuario: 'CLIENTE',
          id_escritorio: 3,
          id_cliente: clienteRow.id,
          senha_hash: passwordHash,
        },
        {
          email: 'gestor.aurora@demo.local',
          nome: 'Otávio Gestor',
          tipo_usuario: 'GESTOR',
          id_escritorio: 1,
          senha_hash: passwordHash,
        },
      ])
      .returning({ id: usuarios.id_interno, tipo: usuarios.tipo_usuario, email: usuarios.email })
    const userId = (email: string) => users.find((u) => u.email === email)?.id ?? 1
    await tx
      .insert(segundoFator)
      .values({ id_usuario: userId('equipe@demo.local'), segredo: DEMO_TOTP_SECRET, confirmado_em: new Date() })
    await seedDataroom(tx, {
      1: userId('gestor.aurora@demo.local'),
      2: userId('equipe@demo.local'),
      3: userId('gestor@demo.local'),
    })
    await seedDataroomExtras(tx, {
      equipe: userId('equipe@demo.local'),
      gestores: {
        1: userId('gestor.aurora@demo.local'),
        2: userId('equipe@demo.local'),
        3: userId('gestor@demo.local'),
      },
    })
    await seedBillAttachments(tx, userId('equipe@demo.local'))
    await seedDualProfile(tx, passwordHash)
    await seedAssistant(tx)
    await seedRooms(tx)
    await seedNotes(tx)
    await seedCommissions(tx)
    await seedReference(tx)
    await seedAssets(tx, userId('equipe@demo.local'))
    await seedWorkflow(tx, userId('gestor@demo.local'))
    await seedPlans(tx, userId('equipe@demo.local'))
    await seedBankChange(tx, userId('equipe@demo.local'))
    await seedBilling(tx, userId('gestor@demo.local'))
    await seedRequests(tx, { gestor: userId('gestor@demo.local'), equipe: userId('equipe@demo.local') })
    await seedStatements(tx, userId('equipe@demo.local'))
    await seedInvoicesInbox(tx, userId('equipe@demo.local'))
    await seedInvoicing(tx, userId('gestor@demo.local'))
    await tx.insert(notificacoes).values(
      users.flatMap((u) =>
        u.tipo === 'CLIENTE'
          ? [
              {
                id_usuario: u.id,
                tipo: 'info',
                titulo: 'Relatório mensal disponível',
                corpo: 'Seu relatório de outubro já pode ser consultado.',
              },
            ]
          : [
              {
                id_usuario: u.id,
                tipo: 'warning',
                titulo: 'Dados de outubro pendentes',
                corpo: 'Envie o extrato bancário de outubro para fechar o DRE.',
                rota: '/dataroom/geral',
              },
              {
                id_usuario: u.id,
                tipo: 'success',
                titulo: 'DRE de setembro publicado',
                corpo: 'A versão de setembro foi publicada.',
                rota: '/dre/dres/dre-pj',
                lida: true,
                data_criacao: new Date(Date.now() - DAY_MS),
              },
              {
                id_usuario: u.id,
                tipo: 'default',
                titulo: 'Bem-vindo ao AAWZ Back-office',
                corpo: 'Ative as notificações do navegador para receber os avisos do escritório.',
                lida: true,
                data_criacao: new Date(Date.now() - 4 * DAY_MS),
              },
            ],
      ),
    )
    // André Assessor's client book was released to him (seed-access): the notice opens 'Meus relatórios'.
    await tx.insert(notificacoes).values({
      id_usuario: userId('assessor@demo.local'),
      tipo: 'info',
      titulo: 'Relatório liberado',
      corpo: 'Carteira de clientes foi liberado para você.',
      rota: `${MY_REPORTS_ROUTE}?relatorio=carteira-clientes`,
      lida: true,
      data_criacao: new Date(Date.now() - 2 * DAY_MS),
    })
  })
  return true
}
