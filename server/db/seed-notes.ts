import { inArray } from 'drizzle-orm'
import type { Tx } from '../http/idempotency'
import { anotacoes, usuarios } from './schema'

type DemoNote = { office: number; autor: string; texto: string; horasAtras: number; editada?: boolean }

/** The notes card of home: what an office's team jots down between meetings, newest first. */
const demoNotes: DemoNote[] = [
  {
    office: 3,
    autor: 'gestor@demo.local',
    texto: 'Fechamento de novembro: conferir os repasses da XP antes de publicar o DRE.',
    horasAtras: 2,
  },
  {
    office: 3,
    autor: 'assessor@demo.local',
    texto: 'Bruno Duarte pediu simulação de previdência para o 13º. Retornar até sexta.',
    horasAtras: 20,
    editada: true,
  },
  {
    office: 3,
    autor: 'planejador@demo.local',
    texto: 'Revisar o perfil de risco de três clientes com vencimento de CDB em dezembro.',
    horasAtras: 50,
  },
  { office: 3, autor: 'gestor@demo.local', texto: 'Reunião de resultados na quinta, 10h, sala 2.', horasAtras: 75 },
  {
    office: 1,
    autor: 'gestor.aurora@demo.local',
    texto: 'Enviar ao BPO os boletos do aluguel de dezembro.',
    horasAtras: 6,
  },
]

export async function seedNotes(tx: Tx) {
  const emails = [...new Set(demoNotes.map((n) => n.autor))]
  const users = await tx
    .select({ id: usuarios.id_interno, email: usuarios.email })
    .from(usuarios)
    .where(inArray(usuarios.email, emails))
  const idOf = new Map(users.map((u) => [u.email, u.id]))
  const now = Date.now()
  const rows = demoNotes.flatMap((n) => {
    const autor = idOf.get(n.autor)
    if (autor === undefined) return []
    const criada = new Date(now - n.horasAtras * 3600_000)
    return [
      {
        id_escritorio: n.office,
        id: crypto.randomUUID(),
        texto: n.texto,
        id_autor: autor,
        version: n.editada ? 2 : 1,
        data_criacao: criada,
        data_atualizacao: n.editada ? new Date(criada.getTime() + 3600_000) : criada,
      },
    ]
  })
  if (rows.length > 0) await tx.insert(anotacoes).values(rows)
}
