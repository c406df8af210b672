import { sql } from 'drizzle-orm'
import type { Tx } from '../http/idempotency'
import { providerEdited } from '../modules/bpo/provider-bank-change'

/**
 * The BPO workflow of the demo office 3: its rule 'above R$ 5.000,00, the gestor approves'; the paid payables were
 * approved by the gestor before paying and are at 'pagamento-conciliado' (fully paid) or 'pagamento-aprovado'
 * (partly paid); of the open ones, about half are approved ('pagamento-aprovado' when scheduled, else
 * 'aguardando-remessa'), one was rejected with a reason, and the rest sit at an earlier step (incluida-erp,
 * fatura-pendente, nota-fiscal-pendente, aguardando-terceiros, aguardando-remessa), the ones above R$ 5.000,00
 * awaiting approval. Receivables are at 'incluida-erp'. One ERP step per bill (the state machine, erp-machine.ts).
 */
export async function seedWorkflow(tx: Tx, gestor: number) {
  await tx.execute(sql`insert into bpo_configuracao (id_escritorio) values (3)`)
  await tx.execute(sql`insert into bpo_regras_aprovacao (id_escritorio, acima_de_centavos) values (3, 500000)`)
  await tx.execute(sql`update titulos set etiquetas = '{incluida-erp}' where id_escritorio = 3 and tipo = 'receber'`)
  await tx.execute(sql`update titulos t set aprovacao = 'aprovado', aprovacao_por = ${gestor},
      aprovacao_em = t.data_vencimento - 2 + time '10:30',
      etiquetas = case when t.pago_centavos >= t.valor_centavos then '{pagamento-conciliado}'::text[]
        else '{pagamento-aprovado}'::text[] end
    where t.id_escritorio = 3 and t.tipo = 'pagar' and t.pago_centavos > 0`)
  await tx.execute(sql`with open as (
      select id, row_number() over (order by data_vencimento, id) as n, data_agendamento from titulos
      where id_escritorio = 3 and tipo = 'pagar' and pago_centavos = 0 and not cancelado)
    update titulos t set
      aprovacao = case when o.n = 3 then 'rejeitado' when o.n % 2 = 0 then 'aprovado' end,
      aprovacao_por = case when o.n = 3 or o.n % 2 = 0 then ${gestor}::int end,
      aprovacao_em = case when o.n = 3 or o.n % 2 = 0 then now() - interval '1 day' end,
      aprovacao_motivo = case when o.n = 3 then 'Valor diferente do contrato: confirmar com o fornecedor.' end,
      etiquetas = case
        when o.n % 2 = 0 and o.data_agendamento is not null then '{pagamento-aprovado}'::text[]
        when o.n % 2 = 0 then '{aguardando-remessa}'::text[]
        when o.n % 5 = 0 then '{incluida-erp}'::text[]
        else array[(array['fatura-pendente', 'nota-fiscal-pendente', 'aguardando-terceiros',
          'aguardando-remessa'])[o.n % 5]] end
    from open o where t.id_escritorio = 3 and t.id = o.id`)
}

/**
 * Staff changed the PIX key of office 3's landlord: the change is audited, its open bills carry the flag
 * 'Dados bancários do fornecedor alterados …' and the approved ones wait for the gestor's approval again.
 */
export async function seedBankChange(tx: Tx, staff: number) {
  const provider = sql`id_escritorio = 3 and nome = 'Condomínio Edifício Faria Lima Office'`
  const [before] = (await tx.execute<Record<string, unknown>>(sql`select * from fornecedores where ${provider}`)).rows
  if (!before) return
  const [after] = (
    await tx.execute<Record<string, unknown>>(sql`update fornecedores set tipo_pix = 'aleatoria',
      chave_pix = '5f2b8c9e-1d3a-4e7b-9c6f-2a8d4e1b7c30', version = version + 1 where ${provider} returning *`)
  ).rows
  await providerEdited(tx, { office: 3, user: staff }, before, after)
}
