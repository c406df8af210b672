import { createFileRoute } from '@tanstack/react-router'
import { RoomsPage } from '@/features/rooms/rooms-page'

export const Route = createFileRoute('/_app/salas/')({ component: () => <RoomsPage token={null} /> })
