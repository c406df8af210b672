import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { paths } from '../../src/contracts/paths'
import { roomPaths } from '../../src/contracts/room-paths'
import type { Room, RoomEvent } from '../../src/contracts/rooms'
import { demo, seededApp } from './harness'

// Live streams last 1.5 s here: long enough to send into a room while it is open.
const { app, db, login } = await seededApp({ roomStreamMs: 1500 })
const tokens = {
  gestor: await login(demo.gestor),
  assessor: await login(demo.assessor),
  planejador: await login(demo.planejador),
  cliente: await login(demo.cliente),
  aurora: await login(demo.gestorAurora),
}
type Who = keyof typeof tokens

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: tokens[who] }, ...(payload ? { payload } : {}) })
const roomsOf = async (who: Who, office = 3) => {
  const res = await call(who, 'GET', roomPaths.rooms(office))
  expect(res.statusCode).toBe(200)
  return res.json().value as Room[]
}
const room = async (who: Who, nome: string) => {
  const found = (await roomsOf(who)).find((r) => r.nome === nome)
  if (!found) throw new Error(`${who} não vê ${nome}`)
  return found
}
const send = (who: Who, token: string, texto: string, id = randomUUID()) =>
  call(who, 'POST', roomPaths.roomMessages(3, token), { id, texto })
const events = (payload: string): RoomEvent[] =>
  payload
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)))

describe('rooms of an office', () => {
  it('lists only the rooms the user is a member of: a client sees only their peer chat', async () => {
    expect((await roomsOf('gestor')).map((r) => r.nome).sort()).toEqual(['Clara Cliente', 'Equipe AAWZ'])
    const mine = await roomsOf('cliente')
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ is_peer_chat: true, nome: 'Gabriela Gestora', membros: ['Gabriela Gestora'] })
    // The team room's token, from a member, is still a 404 for the client.
    const team = await room('gestor', 'Equipe AAWZ')
    const res = await call('cliente', 'GET', roomPaths.roomMessages(3, team.token_sala))
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Sala não encontrada')
    expect((await send('cliente', team.token_sala, 'oi')).statusCode).toBe(404)
  })

  it("a new message raises the other members' counters, not the author's; reading resets it to 0", async () => {
    const team = await room('assessor', 'Equipe AAWZ')
    const before = {
      assessor: team.unread_quantity,
      planejador: (await room('planejador', 'Equipe AAWZ')).unread_quantity,
    }
    const res = await send('gestor', team.token_sala, 'Nova meta de captação publicada.')
    expect(res.statusCode).toBe(201)
    expect(res.json().value).toMatchObject({ texto: 'Nova meta de captação publicada.', autor: 'Gabriela Gestora' })
    expect((await room('assessor', 'Equipe AAWZ')).unread_quantity).toBe(before.assessor + 1)
    expect((await room('planejador', 'Equipe AAWZ')).unread_quantity).toBe(before.planejador + 1)
    expect((await room('gestor', 'Equipe AAWZ')).unread_quantity).toBe(0)
    expect((await room('assessor', 'Equipe AAWZ')).ultima_mensagem).toMatchObject({
      texto: 'Nova meta de captação publicada.',
      autor: 'Gabriela Gestora',
    })
    // The notification panel gets one entry that opens the room.
    const notes = (await call('assessor', 'GET', paths.notifications)).json().value.items
    const note = notes.find((n: { rota: string }) => n.rota === `/salas/${team.token_sala}`)
    expect(note).toMatchObject({ titulo: 'Nova mensagem em Equipe AAWZ', lida: false })

    const read = await call('assessor', 'PUT', roomPaths.roomMessages(3, team.token_sala))
    expect(read.statusCode).toBe(200)
    expect((await room('assessor', 'Equipe AAWZ')).unread_quantity).toBe(0)
    expect((await room('planejador', 'Equipe AAWZ')).unread_quantity).toBe(before.planejador + 1)
    const after = (await call('assessor', 'GET', paths.notifications)).json().value.items
    expect(after.find((n: { id: number }) => n.id === note.id).lida).toBe(true)
  })

  it('a message sent twice with the same id is stored and counted once', async () => {
    const peer = await room('gestor', 'Clara Cliente')
    const before = (await roomsOf('cliente'))[0].unread_quantity
    const id = randomUUID()
    expect((await send('gestor', peer.token_sala, 'Seu extrato chegou.', id)).statusCode).toBe(201)
    expect((await send('gestor', peer.token_sala, 'Seu extrato chegou.', id)).statusCode).toBe(200)
    expect((await roomsOf('cliente'))[0].unread_quantity).toBe(before + 1)
    const list = (await call('cliente', 'GET', roomPaths.roomMessages(3, peer.token_sala))).json().value.mensagens
    expect(list.filter((m: { id: string }) => m.id === id)).toHaveLength(1)
  })

  it('while a member has the room open, their counter stays 0 and the live stream tells them', async () => {
    const peer = (await roomsOf('cliente'))[0]
    await call('cliente', 'PUT', roomPaths.roomMessages(3, peer.token_sala))
    const stream = call('cliente', 'GET', `${roomPaths.roomEvents(3)}?sala=${peer.token_sala}`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await send('gestor', peer.token_sala, 'Está por aí?')).statusCode).toBe(201)
    const res = await stream
    expect(res.headers['content-type']).toContain('text/event-stream')
    expect(events(res.body)).toContainEqual({
      tipo: 'mensagem',
      token_sala: peer.token_sala,
      id_usuario: expect.any(Number),
    })
    expect((await roomsOf('cliente'))[0].unread_quantity).toBe(0)
    // The stream closed: the room is no longer open, the next message counts.
    await send('gestor', peer.token_sala, 'Te escrevo amanhã.')
    expect((await roomsOf('cliente'))[0].unread_quantity).toBe(1)
  })

  it('the live stream of another member hears messages of rooms it is not showing', async () => {
    const team = await room('planejador', 'Equipe AAWZ')
    const stream = call('planejador', 'GET', roomPaths.roomEvents(3))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await send('assessor', team.token_sala, 'Captação enviada.')
    const res = await stream
    expect(events(res.body)[0]).toEqual({ tipo: 'pronto' })
    expect(events(res.body)).toContainEqual(expect.objectContaining({ tipo: 'mensagem', token_sala: team.token_sala }))
  })

  it("keeps offices apart: another office's rooms, messages and streams are refused", async () => {
    const team = await room('gestor', 'Equipe AAWZ')
    expect((await call('aurora', 'GET', roomPaths.rooms(3))).statusCode).toBe(403)
    expect((await call('aurora', 'GET', roomPaths.roomEvents(3))).statusCode).toBe(403)
    // Through its own office, office 3's token is simply not there.
    expect((await call('aurora', 'GET', roomPaths.roomMessages(1, team.token_sala))).statusCode).toBe(404)
    expect(
      (await call('aurora', 'POST', roomPaths.roomMessages(1, team.token_sala), { id: randomUUID(), texto: 'x' }))
        .statusCode,
    ).toBe(404)
    expect((await roomsOf('aurora', 1)).map((r) => r.nome)).toEqual(['Equipe Aurora'])
  })

  it('refuses bad input with a pt-BR message', async () => {
    const team = await room('gestor', 'Equipe AAWZ')
    const empty = await send('gestor', team.token_sala, '   ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain('Campo obrigatório')
    const long = await send('gestor', team.token_sala, 'a'.repeat(2001))
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toContain('Máximo de 2000 caracteres')
    const badToken = await call('gestor', 'GET', roomPaths.roomMessages(3, 'nao-e-um-token'))
    expect(badToken.statusCode).toBe(400)
    expect(badToken.json().message).toContain('Sala não encontrada')
    const badId = await call('gestor', 'POST', roomPaths.roomMessages(3, team.token_sala), { id: 'x', texto: 'oi' })
    expect(badId.statusCode).toBe(400)
    expect(badId.json().message).toContain('Identificador inválido')
  })

  it('a professional opens the peer chat with a client of their scope, once per pair', async () => {
    const peer = await room('gestor', 'Clara Cliente')
    const [clara] = await db.$client
      .query<{ id: number }>(`select id_cliente as id from usuarios where email = $1`, [demo.cliente])
      .then((r) => r.rows)
    const again = await call('gestor', 'POST', roomPaths.roomPeer(3), { id_cliente: clara.id })
    expect(again.statusCode).toBe(201)
    expect(again.json().value.token_sala).toBe(peer.token_sala)
    // Clara is not in the assessor's book: for him she does not exist.
    const outside = await call('assessor', 'POST', roomPaths.roomPeer(3), { id_cliente: clara.id })
    expect(outside.statusCode).toBe(404)
    expect(outside.json().message).toBe('Cliente não encontrado')
    // A client without a login of the app cannot chat.
    const [noLogin] = await db.$client
      .query<{ id: number }>(
        `select c.id from clientes c where c.id_escritorio = 3 and not exists
           (select 1 from usuarios u where u.id_cliente = c.id and u.id_escritorio = 3) order by c.id limit 1`,
      )
      .then((r) => r.rows)
    const refused = await call('gestor', 'POST', roomPaths.roomPeer(3), { id_cliente: noLogin.id })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Este cliente ainda não tem acesso ao aplicativo.')
    expect((await call('cliente', 'POST', roomPaths.roomPeer(3), { id_cliente: clara.id })).statusCode).toBe(403)
  })

  it("'Nova sala': a manager creates a team room with colleagues of the office only", async () => {
    const candidates = (await call('gestor', 'GET', roomPaths.roomCandidates(3))).json().value as {
      id_usuario: number
      nome: string
    }[]
    expect(candidates.map((c) => c.nome)).toEqual(expect.arrayContaining(['André Assessor', 'Paula Planejadora']))
    expect(candidates.map((c) => c.nome)).not.toContain('Clara Cliente')
    const andre = candidates.find((c) => c.nome === 'André Assessor')!
    const created = await call('gestor', 'POST', roomPaths.rooms(3), {
      nome: 'Comitê de investimentos',
      membros: [andre.id_usuario],
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().value).toMatchObject({
      nome: 'Comitê de investimentos',
      is_peer_chat: false,
      membros: ['André Assessor'],
    })
    expect((await roomsOf('assessor')).map((r) => r.nome)).toContain('Comitê de investimentos')
    expect((await roomsOf('planejador')).map((r) => r.nome)).not.toContain('Comitê de investimentos')

    const [clara] = await db.$client
      .query<{ id: number }>('select id_interno as id from usuarios where email = $1', [demo.cliente])
      .then((r) => r.rows)
    const [otavio] = await db.$client
      .query<{ id: number }>('select id_interno as id from usuarios where email = $1', [demo.gestorAurora])
      .then((r) => r.rows)
    for (const membros of [[clara.id], [otavio.id], [999_999]]) {
      const refused = await call('gestor', 'POST', roomPaths.rooms(3), { nome: 'Sala', membros })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe('Escolha colegas do escritório para a sala.')
    }
    const empty = await call('gestor', 'POST', roomPaths.rooms(3), { nome: ' ', membros: [] })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain('Campo obrigatório')
    expect(
      (await call('assessor', 'POST', roomPaths.rooms(3), { nome: 'Sala', membros: [andre.id_usuario] })).statusCode,
    ).toBe(403)
    expect((await call('aurora', 'GET', roomPaths.roomCandidates(3))).statusCode).toBe(403)
  })

  it('reads a long room page by page, newest first, with no message lost or repeated', async () => {
    const team = await room('gestor', 'Equipe AAWZ')
    const [gabriela] = await db.$client
      .query<{ id: number }>('select id_interno as id from usuarios where email = $1', [demo.gestor])
      .then((r) => r.rows)
    // 450 more lines, several sharing one timestamp (the page cut must still be exact).
    await db.$client.query(
      `insert into salas_mensagens (id_escritorio, id, token_sala, id_usuario, texto, data_criacao)
       select 3, gen_random_uuid(), $1, $2, 'Linha ' || n, now() - interval '1 day' + (n / 3) * interval '1 second'
       from generate_series(1, 450) n`,
      [team.token_sala, gabriela.id],
    )
    const all = (
      await db.$client.query('select count(*)::int as n from salas_mensagens where token_sala = $1', [team.token_sala])
    ).rows[0].n as number
    const seen: string[] = []
    let antes: string | undefined
    for (let page = 0; page < 5; page++) {
      const res = await call(
        'gestor',
        'GET',
        `${roomPaths.roomMessages(3, team.token_sala)}${antes ? `?antes=${antes}` : ''}`,
      )
      expect(res.statusCode).toBe(200)
      const { mensagens, mais } = res.json().value as { mensagens: { id: string }[]; mais: boolean }
      expect(mensagens.length).toBeLessThanOrEqual(200)
      seen.unshift(...mensagens.map((m) => m.id))
      if (!mais) break
      antes = mensagens[0].id
    }
    expect(seen).toHaveLength(all)
    expect(new Set(seen).size).toBe(all)
    const bad = await call('gestor', 'GET', `${roomPaths.roomMessages(3, team.token_sala)}?antes=x`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('Mensagem não encontrada')
  })

  it('read receipts: each other member is shown up to the last message they read; reading moves it live', async () => {
    const team = await room('gestor', 'Equipe AAWZ')
    const sent = await send('gestor', team.token_sala, 'Quem já leu?')
    const id = sent.json().value.id as string
    const receipts = async () =>
      (await call('gestor', 'GET', roomPaths.roomMessages(3, team.token_sala))).json().value.leituras as {
        nome: string
        ate: string | null
      }[]
    const before = await receipts()
    expect(before.map((r) => r.nome).sort()).toEqual(['André Assessor', 'Paula Planejadora'])
    expect(before.every((r) => r.ate !== id)).toBe(true)
    // The author's stream hears the reading.
    const stream = app.inject({
      method: 'GET',
      url: roomPaths.roomEvents(3),
      headers: { authorization: tokens.gestor },
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await call('assessor', 'PUT', roomPaths.roomMessages(3, team.token_sala))).statusCode).toBe(200)
    expect((await stream).payload).toContain('"tipo":"leitura"')
    const after = await receipts()
    expect(after.find((r) => r.nome === 'André Assessor')?.ate).toBe(id)
    expect(after.find((r) => r.nome === 'Paula Planejadora')?.ate).not.toBe(id)
  })

  it('rename, members and delete: the creator, a gestor or staff only; a peer chat keeps its name and two members', async () => {
    const ids = async (...emails: string[]) =>
      (
        await db.$client.query<{ id: number; email: string }>(
          'select id_interno as id, email from usuarios where email = any($1)',
          [emails],
        )
      ).rows.reduce<Record<string, number>>((acc, r) => Object.assign(acc, { [r.email]: r.id }), {})
    const u = await ids(demo.gestor, demo.assessor, demo.planejador, demo.cliente, demo.gestorAurora)
    const created = await call('gestor', 'POST', roomPaths.rooms(3), {
      nome: 'Fechamento',
      membros: [u[demo.assessor]],
    })
    const token = created.json().value.token_sala as string
    expect(created.json().value).toMatchObject({
      pode_gerir: true,
      ids_membros: [u[demo.gestor], u[demo.assessor]].sort((a, b) => a - b),
    })
    // A member who did not create it may not change it (and sees that in the list).
    expect((await room('assessor', 'Fechamento')).pode_gerir).toBe(false)
    const audits = async () =>
      (await db.$client.query('select count(*)::int as n from auditoria where entidade = $1', ['salas'])).rows[0].n
    const audited = await audits()
    for (const [method, url, payload] of [
      ['PUT', roomPaths.room(3, token), { nome: 'Tomada' }],
      ['PUT', roomPaths.roomMembers(3, token), { membros: [u[demo.assessor], u[demo.planejador]] }],
      ['DELETE', roomPaths.room(3, token), undefined],
    ] as const) {
      const res = await call('assessor', method, url, payload)
      expect(res.statusCode, url).toBe(403)
      expect(res.json().message).toBe('Só quem criou a sala, o gestor ou a equipe podem alterá-la.')
      // Another office's gestor: not a member, the room does not exist for them.
      expect((await call('aurora', method, url.replace('/office/3/', '/office/1/'), payload)).statusCode).toBe(404)
      expect((await call('aurora', method, url, payload)).statusCode).toBe(403)
    }
    // Bad input: a clear pt-BR 400 and nothing changes.
    for (const [url, payload, message] of [
      [roomPaths.room(3, token), { nome: '  ' }, 'Campo obrigatório'],
      [
        roomPaths.roomMembers(3, token),
        { membros: [u[demo.gestor], u[demo.cliente]] },
        'Escolha colegas do escritório para a sala.',
      ],
      [
        roomPaths.roomMembers(3, token),
        { membros: [u[demo.gestor], u[demo.gestorAurora]] },
        'Escolha colegas do escritório para a sala.',
      ],
      [roomPaths.roomMembers(3, token), { membros: [u[demo.gestor]] }, 'Uma sala precisa de ao menos dois membros.'],
      [roomPaths.roomMembers(3, token), { membros: 'todos' }, 'Escolha ao menos um colega'],
    ] as const) {
      const res = await call('gestor', 'PUT', url, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toContain(message)
    }
    expect(await room('gestor', 'Fechamento')).toMatchObject({ membros: ['André Assessor'] })
    expect(await audits()).toBe(audited)

    const renamed = await call('gestor', 'PUT', roomPaths.room(3, token), { nome: 'Fechamento de novembro' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().value.nome).toBe('Fechamento de novembro')
    const moved = await call('gestor', 'PUT', roomPaths.roomMembers(3, token), {
      membros: [u[demo.gestor], u[demo.planejador]],
    })
    expect(moved.statusCode).toBe(200)
    expect((await roomsOf('assessor')).map((r) => r.nome)).not.toContain('Fechamento de novembro')
    expect((await room('planejador', 'Fechamento de novembro')).unread_quantity).toBe(0)
    expect(await audits()).toBe(audited + 2)

    const peer = await room('gestor', 'Clara Cliente')
    for (const [url, payload] of [
      [roomPaths.room(3, peer.token_sala), { nome: 'Outro nome' }],
      [roomPaths.roomMembers(3, peer.token_sala), { membros: [u[demo.gestor], u[demo.cliente], u[demo.assessor]] }],
    ] as const) {
      const res = await call('gestor', 'PUT', url, payload)
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('Uma conversa individual mantém seu nome e seus dois membros.')
    }
    expect((await room('cliente', 'Gabriela Gestora')).membros).toEqual(['Gabriela Gestora'])

    await send('gestor', token, 'Uma linha que vai junto com a sala')
    const removed = await call('gestor', 'DELETE', roomPaths.room(3, token))
    expect(removed.statusCode).toBe(200)
    expect((await roomsOf('planejador')).map((r) => r.nome)).not.toContain('Fechamento de novembro')
    const left = await db.$client.query('select count(*)::int as n from salas_mensagens where token_sala = $1', [token])
    expect(left.rows[0].n).toBe(0)
    expect((await call('gestor', 'DELETE', roomPaths.room(3, token))).statusCode).toBe(404)
  })
})
