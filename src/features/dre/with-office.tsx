import type { ReactNode } from 'react'
import { PageHeader } from '@/components/page-header'
import { NoOfficeState } from './states'
import { useOfficeId } from './use-office-id'

/** A page of the selected office: staff with no office picked get the page title and the empty state. */
export function WithOffice({ title, children }: { title: string; children: (office: number) => ReactNode }) {
  const office = useOfficeId()
  if (office !== null) return children(office)
  return (
    <div>
      <PageHeader title={title} />
      <NoOfficeState />
    </div>
  )
}
