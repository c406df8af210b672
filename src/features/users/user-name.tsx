import { useQuery } from '@tanstack/react-query'
import { roleLabels } from '@/contracts/users'
import { userQueries } from './user-queries'

/**
 * A user's name where only the username (login e-mail) is known: the name from the public profile, with role
 * and office on hover; the username itself while it loads or when the profile is not visible.
 */
export function UserName({ username }: { username: string }) {
  const { data } = useQuery(userQueries.profile(username))
  if (!data) return <span>{username}</span>
  const detail = [roleLabels[data.papel], data.escritorio].filter(Boolean).join(' · ')
  return (
    <span title={`${data.username}${detail ? ` · ${detail}` : ''}`} data-testid="usuario-nome">
      {data.nome}
    </span>
  )
}
