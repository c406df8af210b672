import { inArray } from 'drizzle-orm'
import type { Tx } from '../http/idempotency'
import { salas, salasMembros, salasMensagens, usuarios } from './schema'

type Line = { autor: string; texto: string }
type DemoRoom = { office: number; nome: string; membros: string[]; peer?: boolean; linhas: Line[]; lidoPor: string[] }

/**
 * Demo rooms: office 3's team room and the peer chat of Clara Cliente with her advisor (Gabriela Gestora, whose
 * book she is in), office 1's room; unread counters as the members would have them: everybody but the
 * readers in `lidoPor` has not read the last two lines (their read receipts say so); the first member created it.
 */
const demoRooms: DemoRoom[] = [
  {
    office: 3,
    nome: 'Equipe AAWZ',
    membros: ['gestor@demo.local', 'assessor@demo.local', 'planejador@demo.local'],
    linhas: [
      { autor: 'gestor@demo.local', texto: 'Bom dia, equipe! A DRE de outubro já está fechada.' },
      { autor: 'planejador@demo.local', texto: 'Ótimo. Vou revisar as carteiras dos clientes com resgate previsto.' },
      { autor: 'gestor@demo.local', texto: 'Reunião de resultados na quinta às 10h.' },
      { autor: 'gestor@demo.local', texto: 'Tragam os números de captação do mês, por favor.' },
    ],
    lidoPor: ['gestor@demo.local'],
  },
  {
    office: 3,
    nome: 'Clara Cliente',
    membros: ['gestor@demo.local', 'cliente@demo.local'],
    peer: true,
    linhas: [
      { autor: 'cliente@demo.local', texto: 'Olá, Gabriela! Recebi o relatório mensal.' },
      { autor: 'gestor@demo.local', texto: 'Olá, Clara! Alguma dúvida sobre a carteira?' },
      { autor: 'gestor@demo.local', texto: 'Se quiser, marcamos uma conversa esta semana.' },
    ],
    lidoPor: ['gestor@demo.local'],
  },
  {
    office: 1,
    nome: 'Equipe Aurora',
    membros: ['gestor.aurora@demo.local'],
    linhas: [{ autor: 'gestor.aurora@demo.local', texto: 'Lembrete: fechamento do mês na sexta.' }],
    lidoPor: ['gestor.aurora@demo.local'],
  },
]

export async function seedRooms(tx: Tx) {
  // Authors are always members: every id below is found once the members are.
  const emails = [...new Set(demoRooms.flatMap((r) => r.membros))]
  const users = await tx
    .select({ id: usuarios.id_interno, email: usuarios.email, office: usuarios.id_escritorio })
    .from(usuarios)
    .where(inArray(usuarios.email, emails))
  const idOf = new Map(users.map((u) => [u.email, u.id]))
  const start = Date.now() - 3 * 3600_000
  for (const room of demoRooms) {
    const ids = room.membros.map((e) => idOf.get(e)).filter((id): id is number => id !== undefined)
    if (ids.length !== room.membros.length) continue
    const token = crypto.randomUUID()
    const pair = room.peer ? [...ids].sort((a, b) => a - b).join(':') : null
    await tx.insert(salas).values({
      id_escritorio: room.office,
      token_sala: token,
      nome: room.nome,
      is_peer_chat: room.peer ?? false,
      chave_par: pair,
      id_criador: ids[0],
      data_atualizacao: new Date(start + room.linhas.length * 60_000),
    })
    await tx.insert(salasMensagens).values(
      room.linhas.map((l, i) => ({
        id_escritorio: room.office,
        id: crypto.randomUUID(),
        token_sala: token,
        id_usuario: idOf.get(l.autor) ?? ids[0],
        texto: l.texto,
        data_criacao: new Date(start + (i + 1) * 60_000),
      })),
    )
    await tx.insert(salasMembros).values(
      room.membros.map((email, i) => ({
        id_escritorio: room.office,
        token_sala: token,
        id_usuario: ids[i],
        unread_quantity: room.lidoPor.includes(email) ? 0 : Math.min(2, room.linhas.length),
        // Read receipts: the readers read it all; the others up to the line before the two unread ones.
        lida_em: room.lidoPor.includes(email)
          ? new Date(start + (room.linhas.length + 1) * 60_000)
          : room.linhas.length > 2
            ? new Date(start + (room.linhas.length - 2) * 60_000 + 1000)
            : null,
      })),
    )
  }
}
