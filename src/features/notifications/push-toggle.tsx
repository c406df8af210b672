import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BellOff, BellRing } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useOnlineOnly } from '@/db/online-only'
import { currentPushSubscription, pushSupportError, subscribeToPush, unsubscribeFromPush } from './push-subscription'

const key = ['push-subscription'] as const

/** 'Receber neste aparelho': subscribes or unsubscribes this browser to push notifications. */
export function PushToggle() {
  const queryClient = useQueryClient()
  const unsupported = pushSupportError()
  const { data: subscribed } = useQuery({
    queryKey: key,
    queryFn: async () => (await currentPushSubscription()) !== null,
  })
  const toggle = useMutation({
    mutationFn: () => (subscribed ? unsubscribeFromPush() : subscribeToPush()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
  const onlineOnly = useOnlineOnly()
  if (unsupported) return <p className="px-4 pb-3 text-xs text-muted-foreground">{unsupported}</p>
  return (
    <div className="px-4 pb-3">
      <Button
        variant="outline"
        size="sm"
        className="w-full"
        loading={toggle.isPending}
        {...onlineOnly}
        onClick={() => toggle.mutate()}
      >
        {subscribed ? <BellOff /> : <BellRing />}
        {subscribed ? 'Parar de receber neste aparelho' : 'Receber notificações neste aparelho'}
      </Button>
    </div>
  )
}
