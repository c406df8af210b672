import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  assistantStatusResponse,
  conversationListResponse,
  conversationResponse,
  messageListResponse,
} from '@/contracts/assistant'
import { assistantPaths } from '@/contracts/assistant-paths'
import { api, requestParsed } from '@/lib/api/client'

export const assistantQueries = {
  all: () => ['assistant'] as const,
  status: (office: number) =>
    queryOptions({
      queryKey: [...assistantQueries.all(), office, 'status'],
      queryFn: () =>
        requestParsed(assistantStatusResponse, 'GET', assistantPaths.assistantStatus(office)).then((r) => r.value),
      staleTime: 5 * 60_000,
    }),
  conversations: (office: number, limite: number) =>
    queryOptions({
      queryKey: [...assistantQueries.all(), office, 'conversations', limite],
      queryFn: () =>
        requestParsed(conversationListResponse, 'GET', assistantPaths.assistantConversations(office), {
          query: { limite },
        }).then((r) => r.value),
      placeholderData: (previous) => previous,
    }),
  messages: (office: number, conversation: string) =>
    queryOptions({
      queryKey: [...assistantQueries.all(), office, 'messages', conversation],
      queryFn: () =>
        requestParsed(messageListResponse, 'GET', assistantPaths.assistantMessages(office, conversation)).then(
          (r) => r.value,
        ),
    }),
}

/** 'Nova conversa': created on the server at once (the assistant needs a connection anyway). */
export function useNewConversation(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      requestParsed(conversationResponse, 'POST', assistantPaths.assistantConversations(office), {
        body: { id: crypto.randomUUID() },
      }).then((r) => r.value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...assistantQueries.all(), office, 'conversations'] }),
  })
}

export function useDeleteConversation(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(assistantPaths.assistantConversation(office, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...assistantQueries.all(), office, 'conversations'] }),
  })
}
