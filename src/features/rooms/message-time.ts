const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hour12: false })
const date = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' })

/** §9: 24-hour time for today's messages, DD/MM/YYYY for older ones. */
export function formatMessageTime(iso: string, now = new Date()) {
  const at = new Date(iso)
  return at.toDateString() === now.toDateString() ? time.format(at) : date.format(at)
}
