/** Endpoint paths of one area: Chat rooms (/salas). Kept apart from paths.ts so the first load does not carry them. */
export const roomPaths = {
  // Issue 17: chat rooms (§7 "workspace rooms"; PUT on the messages path plus the token marks read).
  rooms: (office: number | string) => `/v2/api/office/${office}/rooms`,
  roomMessages: (office: number | string, token: string) => `/v2/api/office/${office}/rooms/messages/${token}`,
  roomPeer: (office: number | string) => `/v2/api/office/${office}/rooms/peer`,
  roomCandidates: (office: number | string) => `/v2/api/office/${office}/rooms/candidates`,
  roomEvents: (office: number | string) => `/v2/api/office/${office}/rooms/events`,
  /** PUT (`{nome}`) renames, DELETE deletes (its creator, a gestor, staff). */
  room: (office: number | string, token: string) => `/v2/api/office/${office}/rooms/${token}`,
  /** PUT replaces a team room's members. */
  roomMembers: (office: number | string, token: string) => `/v2/api/office/${office}/rooms/${token}/members`,
}
