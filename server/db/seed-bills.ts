import { generatePixPayload } from '@brazilian-utils/brazilian-utils'
import { sql } from 'drizzle-orm'
import { type BillKind, todayInBrazil } from '../../src/contracts/bill-status'
import type { BillFields } from '../../src/contracts/bpo-bills'
import { addDaysIso } from '../../src/lib/format/date'
import { barcodeToLinhaDigitavel, mod11Barcode } from '../../src/lib/masks/boleto'
import type { Tx } from '../http/idempotency'
import { billFieldsOf } from '../modules/bpo/bill-fields'
import { postPayment } from '../modules/bpo/bills-ledger'
import * as q from '../modules/bpo/bills-queries'
import { ensureChart } from '../modules/financial/chart'

const DAY = 86_400_000
/** The boleto due-date factor restarted at 1000 on 22/02/2025 (FEBRABAN). */
const FACTOR_RESTART = Date.UTC(2025, 1, 22)

/**
 * A valid bank boleto's linha digitável for a due date (YYYY-MM-DD, from 22/02/2025 on) and an amount in
 * centavos: the barcode with its módulo 11 check digit, converted with the three módulo 10 field digits.
 */
export function demoBoleto(bank: string, due: string, centavos: bigint, n: number): string {
  const [y, m, d] = due.split('-').map(Number)
  const factor = 1000 + Math.round((Date.UTC(y, m - 1, d) - FACTOR_RESTART) / DAY)
  const free = String(n).padStart(25, '0')
  const body = `${bank}9${factor}${centavos.toString().padStart(10, '0')}${free}`
  const barcode = `${body.slice(0, 4)}${mod11Barcode(body)}${body.slice(4)}`
  const linha = barcodeToLinhaDigitavel(barcode)
  if (!linha) throw new Error('boleto')
  return linha
}

/** A deterministic pseudo-random sequence (the same LCG as the other demo seeds). */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const monthDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month, 1))
  return `${date.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}`
}

type Recurring = {
  fornecedor: string
  /** What the bill is for: its description, with the month. */
  servico: string
  categoria: string
  dia: number
  min: number
  max: number
  pay: 'boleto' | 'pix' | null
}

/** Office 3's monthly payables: provider, the engine category it lands on, due day, amount range in reais. */
const recurring: Recurring[] = [
  {
    fornecedor: 'Condomínio Edifício Faria Lima Office',
    servico: 'Aluguel e condomínio',
    categoria: 'Aluguel e condomínio',
    dia: 10,
    min: 18_500,
    max: 18_500,
    pay: 'boleto',
  },
  {
    fornecedor: 'Lumen Energia Comercial Ltda',
    servico: 'Energia elétrica',
    categoria: 'Despesas administrativas',
    dia: 15,
    min: 1_900,
    max: 2_800,
    pay: 'boleto',
  },
  {
    fornecedor: 'Vivace Telecomunicações S.A.',
    servico: 'Telefonia e internet',
    categoria: 'Tecnologia',
    dia: 20,
    min: 890,
    max: 890,
    pay: 'boleto',
  },
  {
    fornecedor: 'Nuvem Segura Tecnologia Ltda',
    servico: 'Hospedagem em nuvem',
    categoria: 'Tecnologia',
    dia: 5,
    min: 3_200,
    max: 3_200,
    pay: 'pix',
  },
  {
    fornecedor: 'Contábil Horizonte Serviços Contábeis',
    servico: 'Honorários contábeis',
    categoria: 'Serviços de terceiros',
    dia: 12,
    min: 4_500,
    max: 4_500,
    pay: null,
  },
  {
    fornecedor: 'Limpa Bem Serviços de Conservação',
    servico: 'Limpeza e conservação',
    categoria: 'Serviços de terceiros',
    dia: 8,
    min: 2_100,
    max: 2_100,
    pay: 'pix',
  },
  {
    fornecedor: 'Agência Pulsar Marketing Digital',
    servico: 'Marketing digital',
    categoria: 'Marketing',
    dia: 25,
    min: 6_000,
    max: 9_500,
    pay: 'pix',
  },
  {
    fornecedor: 'Datavista Sistemas de Informação',
    servico: 'Licença do sistema de gestão',
    categoria: 'Tecnologia',
    dia: 18,
    min: 1_450,
    max: 1_450,
    pay: 'boleto',
  },
  {
    fornecedor: 'Seguradora Amparo S.A.',
    servico: 'Seguro do escritório',
    categoria: 'Despesas administrativas',
    dia: 28,
    min: 780,
    max: 780,
    pay: 'boleto',
  },
]

const payers = [
  'Helena Prado Assis',
  'Grupo Vértice Participações',
  'Otávio Mendes Rocha',
  'Família Tavares Holding',
  'Luiza Carvalho Nogueira',
  'Marcos Bittencourt',
]

type Ids = {
  categorias: Map<string, number>
  fornecedores: Map<string, number>
  filiais: number[]
  departamentos: Map<string, number>
  conta: number
}

async function officeIds(tx: Tx, office: number): Promise<Ids> {
  const rows = async (query: ReturnType<typeof sql>) => (await tx.execute<{ id: number; nome: string }>(query)).rows
  const byName = (list: { id: number; nome: string }[]) => new Map(list.map((r) => [r.nome, r.id]))
  const contas = await rows(sql`select id, nome from contas_correntes where id_escritorio = ${office} order by id`)
  return {
    categorias: await ensureChart(tx, office),
    fornecedores: byName(await rows(sql`select id, nome from fornecedores where id_escritorio = ${office}`)),
    filiais: (await rows(sql`select id, nome from filiais where id_escritorio = ${office} order by id`)).map(
      (r) => r.id,
    ),
    departamentos: byName(await rows(sql`select id, nome from departamentos where id_escritorio = ${office}`)),
    conta: contas[0].id,
  }
}

type Plan = { fields: BillFields; paid: bigint; paidOn: string | null; cancel?: boolean }

async function store(tx: Tx, office: number, kind: BillKind, plan: Plan, conta: number, today: string) {
  const id = await q.insertBill(tx, office, kind, plan.fields, null)
  if (plan.cancel) await q.cancelBill(tx, office, id, 1)
  if (plan.paid === 0n || plan.paidOn === null) return
  const bill = await q.findBill(tx, office, kind, id, today)
  if (!bill) return
  const payment = {
    data_pagamento: plan.paidOn,
    id_conta_corrente: conta,
    valor: plan.paid.toString(),
    juros: '0',
    multa: '0',
    desconto: '0',
  }
  const paymentId = await q.insertPayment(tx, office, id, payment)
  const document = await q.providerDocument(tx, office, bill.id_fornecedor)
  await postPayment(
    tx,
    office,
    bill,
    { ...payment, id: paymentId, valor: plan.paid, juros: 0n, multa: 0n, desconto: 0n },
    document,
  )
  await q.addPaid(tx, office, id, plan.paid)
}

/** What happened to a bill due on `due`: paid in full on time, partly, left open (overdue), scheduled. */
function outcome(
  i: number,
  due: string,
  valor: bigint,
  today: string,
): Pick<Plan, 'paid' | 'paidOn' | 'cancel'> & { agendado: boolean } {
  if (due < addDaysIso(today, -3)) {
    if (i % 13 === 6) return { paid: 0n, paidOn: null, cancel: true, agendado: false }
    if (i % 7 === 3) return { paid: 0n, paidOn: null, agendado: false }
    if (i % 9 === 4) return { paid: valor / 2n, paidOn: due, agendado: false }
    return { paid: valor, paidOn: due, agendado: false }
  }
  return { paid: 0n, paidOn: null, agendado: due > today && i % 3 === 0 }
}

/**
 * Demo bills for office 3 (about 60 payables and 30 receivables, due over the last 4 months and the next 2)
 * and a few for office 1: paid, partly paid, overdue, due today, scheduled and cancelled ones, some with an
 * apportionment between branches or departments, with boleto lines and PIX codes. Paid ones are posted into
 * the ledger exactly as a payment made in the app is, so the DRE and the DFC include them.
 */
export async function seedBills(tx: Tx, today = todayInBrazil()): Promise<void> {
  const [year, month] = today.split('-').map(Number)
  const random = sequence(2026)
  const ids = await officeIds(tx, 3)
  const cat = (nome: string) => ids.categorias.get(nome) ?? 0
  let n = 0
  for (let offset = -4; offset <= 2; offset++) {
    for (const r of recurring) {
      if (n >= 60 || (offset === 2 && r.dia > 20)) continue
      n++
      const due = monthDay(year, month - 1 + offset, r.dia)
      const valor = BigInt(Math.round((r.min + random() * (r.max - r.min)) * 100))
      const rent = r.categoria === 'Aluguel e condomínio'
      const marketing = r.categoria === 'Marketing'
      const share = (valor * 65n) / 100n
      const fields = billFieldsOf({
        descricao: `${r.servico} ${due.slice(5, 7)}/${due.slice(0, 4)}`,
        id_fornecedor: ids.fornecedores.get(r.fornecedor) ?? null,
        data_vencimento: due,
        data_competencia: monthDay(year, month - 1 + offset, 1),
        valor: valor.toString(),
        id_categoria: cat(r.categoria),
        id_conta_corrente: ids.conta,
        id_departamento: ids.departamentos.get(marketing ? 'Marketing' : 'Administrativo') ?? null,
        // Rent is split between the two branches; marketing between the Marketing and Comercial departments.
        rateio: rent
          ? [
              {
                id_categoria: cat(r.categoria),
                id_departamento: null,
                id_filial: ids.filiais[0],
                valor: share.toString(),
              },
              {
                id_categoria: cat(r.categoria),
                id_departamento: null,
                id_filial: ids.filiais[1],
                valor: (valor - share).toString(),
              },
            ]
          : marketing
            ? [
                {
                  id_categoria: cat(r.categoria),
                  id_departamento: ids.departamentos.get('Marketing') ?? null,
                  id_filial: null,
                  valor: share.toString(),
                },
                {
                  id_categoria: cat(r.categoria),
                  id_departamento: ids.departamentos.get('Comercial') ?? null,
                  id_filial: null,
                  valor: (valor - share).toString(),
                },
              ]
            : [],
        codigo_boleto: r.pay === 'boleto' ? demoBoleto('341', due, valor, n) : null,
        pix: r.pay === 'pix' ? '+5511987654321' : null,
      })
      const result = outcome(n, due, valor, today)
      if (result.agendado) fields.data_agendamento = addDaysIso(due, -1) < today ? due : addDaysIso(due, -1)
      await store(tx, 3, 'pagar', { fields, ...result }, ids.conta, today)
    }
  }
  // One bill due today, so 'Vence hoje' always has one.
  await store(
    tx,
    3,
    'pagar',
    {
      fields: billFieldsOf({
        descricao: 'Motoboy: entregas do mês',
        id_fornecedor: ids.fornecedores.get('Rota Certa Transportes e Motoboy') ?? null,
        data_vencimento: today,
        data_competencia: `${today.slice(0, 8)}01`,
        valor: '48000',
        id_categoria: cat('Despesas administrativas'),
        id_conta_corrente: ids.conta,
      }),
      paid: 0n,
      paidOn: null,
    },
    ids.conta,
    today,
  )
  let k = 0
  for (let offset = -3; offset <= 1; offset++) {
    for (const pagador of payers) {
      k++
      const due = monthDay(year, month - 1 + offset, 10)
      const valor = BigInt(Math.round((2_500 + random() * 6_000) * 100))
      const fields = billFieldsOf({
        descricao: `Fee de assessoria ${due.slice(5, 7)}/${due.slice(0, 4)}`,
        pagador,
        data_vencimento: due,
        data_competencia: monthDay(year, month - 1 + offset, 1),
        valor: valor.toString(),
        id_categoria: cat('Fee fixo'),
        id_conta_corrente: ids.conta,
        id_filial: ids.filiais[k % 2],
        pix:
          k % 2 === 0
            ? generatePixPayload({
                key: '65112224251800',
                merchantName: 'AAWZ Assessoria',
                merchantCity: 'SAO PAULO',
                amount: Number(valor) / 100,
              })
            : null,
      })
      await store(tx, 3, 'receber', { fields, ...outcome(k, due, valor, today) }, ids.conta, today)
    }
  }
  await seedOfficeOne(tx, today)
}

async function seedOfficeOne(tx: Tx, today: string) {
  const ids = await officeIds(tx, 1)
  const [year, month] = today.split('-').map(Number)
  const cleaning = ids.fornecedores.get('Aurora Limpeza e Conservação') ?? null
  for (let offset = -2; offset <= 1; offset++) {
    const due = monthDay(year, month - 1 + offset, 9)
    const fields = billFieldsOf({
      descricao: `Limpeza ${due.slice(5, 7)}/${due.slice(0, 4)}`,
      id_fornecedor: cleaning,
      data_vencimento: due,
      data_competencia: monthDay(year, month - 1 + offset, 1),
      valor: '150000',
      id_categoria: ids.categorias.get('Serviços de terceiros') ?? 0,
      id_conta_corrente: ids.conta,
    })
    await store(tx, 1, 'pagar', { fields, ...outcome(offset + 10, due, 150_000n, today) }, ids.conta, today)
  }
  for (let offset = -1; offset <= 0; offset++) {
    const due = monthDay(year, month - 1 + offset, 15)
    const fields = billFieldsOf({
      descricao: `Fee de assessoria ${due.slice(5, 7)}/${due.slice(0, 4)}`,
      pagador: 'Cliente Aurora Ltda',
      data_vencimento: due,
      data_competencia: monthDay(year, month - 1 + offset, 1),
      valor: '420000',
      id_categoria: ids.categorias.get('Fee fixo') ?? 0,
      id_conta_corrente: ids.conta,
    })
    await store(tx, 1, 'receber', { fields, ...outcome(offset + 20, due, 420_000n, today) }, ids.conta, today)
  }
}
