import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useOnlineOnly } from '@/db/online-only'

/** One step of the set-up: its explanation, its own form, and the button that saves it on the server. */
export function StepFrame(props: {
  title: string
  description: ReactNode
  children?: ReactNode
  action: string
  busy: boolean
  disabled?: boolean
  onNext: () => void
}) {
  const onlineOnly = useOnlineOnly()
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{props.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{props.description}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {props.children}
        <Button
          className="justify-self-end"
          disabled={props.busy || props.disabled || onlineOnly.disabled}
          title={onlineOnly.title}
          onClick={props.onNext}
        >
          {props.action}
        </Button>
      </CardContent>
    </Card>
  )
}
