import { useQuery } from '@tanstack/react-query'
import { CountBadge } from '@/components/ui/count-badge'
import { formatCountOf } from '@/lib/format'
import { currentOfficeStore } from '../offices/office-store'
import { unreadTotal } from './room-rules'
import { roomQueries } from './rooms-queries'

/** The menu's unread total of the user's rooms (kept live by useRoomsLive). */
export function RoomsUnreadBadge({ className }: { className?: string }) {
  const office = currentOfficeStore.use()?.id ?? null
  const { data } = useQuery({ ...roomQueries.list(office ?? 0), enabled: office !== null })
  const total = unreadTotal(data)
  return (
    <CountBadge
      count={total}
      className={className}
      data-testid="salas-nao-lidas"
      aria-label={formatCountOf(total, 'mensagem não lida', 'mensagens não lidas')}
    />
  )
}
