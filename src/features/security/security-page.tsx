import { PageHeader } from '@/components/page-header'
import { SessionsCard } from './sessions-card'
import { TwoFactorCard } from './two-factor-card'

/** 'Segurança' (profile menu): the second sign-in factor and the open sessions of the signed-in user. */
export function SecurityPage() {
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-6">
      <PageHeader title="Segurança" description="Como a sua conta entra no sistema e onde ela está aberta agora." />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  )
}
