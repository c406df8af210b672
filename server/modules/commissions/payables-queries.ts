import { sql } from 'drizzle-orm'
import type { CommissionMonth } from '../../../src/contracts/commissions'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

type DbOrTx = Db | Tx
type Payable = CommissionMonth['contas'][number] & { version: number }

/** The month's payables (one advisor's only when `onlyAdvisor`), with the state the BPO gives them. */
export async function monthPayables(db: DbOrTx, office: number, mes: string, onlyAdvisor: number | null, lock = false) {
  const res = await db.execute<Payable>(sql`
    select t.id as id_titulo, ct.id_profissional, coalesce(p.nome, 'Profissional removido') as nome,
      t.valor_centavos::text as valor, t.pago_centavos::text as pago,
      to_char(t.data_vencimento, 'YYYY-MM-DD') as data_vencimento, t.version,
      case when t.cancelado then 'cancelada' when t.pago_centavos >= t.valor_centavos then 'paga'
        when t.pago_centavos > 0 then 'parcial' else 'aberta' end as situacao
    from comissoes_titulos ct
    join titulos t on t.id_escritorio = ct.id_escritorio and t.id = ct.id_titulo
    left join profissionais p on p.id_escritorio = ct.id_escritorio and p.id = ct.id_profissional
    where ct.id_escritorio = ${office} and ct.mes = ${`${mes}-01`}::date
      ${onlyAdvisor === null ? sql`` : sql`and ct.id_profissional = ${onlyAdvisor}`}
    order by p.nome, t.id
    ${lock ? sql`for update of t` : sql``}`)
  return res.rows
}

export type Payee = {
  id_profissional: number
  nome: string
  total: string
  id_fornecedor: number | null
  cpf_cnpj: string | null
}

/**
 * The advisors of an approved month still to be paid: a positive total and no live (not cancelled) payable. Their
 * provider is the one with the CPF of their commissions in the ledger, else the only one with their name.
 */
export async function pendingPayees(tx: Tx, office: number, mes: string): Promise<Payee[]> {
  const res = await tx.execute<Payee>(sql`
    with totals as (
      select l.id_profissional, sum(l.valor_centavos) as total from comissoes_linhas l
      where l.id_escritorio = ${office} and l.mes = ${`${mes}-01`}::date
      group by 1 having sum(l.valor_centavos) > 0
    ), cpf as (
      select distinct on (e.id_profissional) e.id_profissional, upper(e.cpf_cnpj_fornecedor) as cpf_cnpj
      from lancamentos e
      where e.id_escritorio = ${office} and e.situacao = 'atual' and e.id_profissional is not null
        and e.cpf_cnpj_fornecedor is not null
      order by e.id_profissional, e.data_competencia desc
    )
    select t.id_profissional, coalesce(p.nome, 'Profissional removido') as nome, t.total::text as total,
      coalesce(
        (select f.id from fornecedores f where f.id_escritorio = ${office} and upper(f.cpf_cnpj) = cpf.cpf_cnpj),
        (select min(f.id) from fornecedores f where f.id_escritorio = ${office}
          and lower(f.nome) = lower(p.nome) having count(*) = 1)
      ) as id_fornecedor,
      cpf.cpf_cnpj
    from totals t
    left join profissionais p on p.id_escritorio = ${office} and p.id = t.id_profissional
    left join cpf on cpf.id_profissional = t.id_profissional
    where not exists (
      select 1 from comissoes_titulos ct join titulos b on b.id_escritorio = ct.id_escritorio and b.id = ct.id_titulo
      where ct.id_escritorio = ${office} and ct.mes = ${`${mes}-01`}::date
        and ct.id_profissional = t.id_profissional and not b.cancelado)
    order by p.nome, t.id_profissional`)
  return res.rows
}

/** A provider for an advisor known only by the CPF of their commissions in the ledger. */
export async function insertProvider(tx: Tx, office: number, nome: string, cpfCnpj: string) {
  const res = await tx.execute<{ id: number }>(sql`
    insert into fornecedores (id_escritorio, nome, cpf_cnpj) values (${office}, ${nome}, ${cpfCnpj}) returning id`)
  return res.rows[0].id
}

export async function linkPayable(tx: Tx, office: number, idTitulo: number, mes: string, advisor: number) {
  await tx.execute(sql`insert into comissoes_titulos (id_escritorio, id_titulo, mes, id_profissional)
    values (${office}, ${idTitulo}, ${`${mes}-01`}::date, ${advisor})`)
}

/** Whether a bill pays an approved commission month (its repasse is already in the DRE). */
export async function paysCommission(tx: Tx, office: number, idTitulo: number) {
  const res = await tx.execute(sql`select 1 from comissoes_titulos
    where id_escritorio = ${office} and id_titulo = ${idTitulo}`)
  return res.rows.length > 0
}
