import { useSyncExternalStore } from 'react'
import { GenericModal } from '@/components/dialogs/generic-modal'
import { modalStore } from '@/components/dialogs/modal-store'

/** Renders the modals opened with `openModal()`; mounted once in the root route. */
export function ModalHost() {
  const modals = useSyncExternalStore(modalStore.subscribe, modalStore.getState, modalStore.getState)
  return (
    <>
      {modals.map(({ id, resolve: _resolve, ...options }) => (
        <GenericModal key={id} {...options} open onClose={() => modalStore.close(id)} />
      ))}
    </>
  )
}
