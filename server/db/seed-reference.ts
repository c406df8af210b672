import type { Tx } from '../http/idempotency'
import { bancos, indicesReferencia } from './schema'

/** Demo rows of the platform's reference tables (/dados_gerais): a few banks and recent reference rates. */
export async function seedReference(tx: Tx) {
  await tx.insert(bancos).values([
    { codigo: '001', nome: 'Banco do Brasil', ispb: '00000000', tarifa_ted_centavos: 1090n },
    { codigo: '033', nome: 'Santander', ispb: '90400888', tarifa_ted_centavos: 1250n },
    { codigo: '104', nome: 'Caixa Econômica Federal', ispb: '00360305', tarifa_ted_centavos: 950n },
    { codigo: '237', nome: 'Bradesco', ispb: '60746948', tarifa_ted_centavos: 1145n },
    { codigo: '260', nome: 'Nu Pagamentos', ispb: '18236120', tarifa_ted_centavos: 0n },
    { codigo: '341', nome: 'Itaú Unibanco', ispb: '60701190', tarifa_ted_centavos: 1200n },
  ])
  await tx.insert(indicesReferencia).values([
    { indice: 'CDI', data_referencia: '2026-10-01', taxa_anual: 14.9, fator_diario: 1.00055131, dias_uteis: 22 },
    { indice: 'SELIC', data_referencia: '2026-10-01', taxa_anual: 15, fator_diario: 1.00055131, dias_uteis: 22 },
    {
      indice: 'IPCA',
      data_referencia: '2026-10-01',
      taxa_anual: 4.68,
      publicado_em: new Date('2026-11-11T12:00:00Z'),
    },
  ])
}
