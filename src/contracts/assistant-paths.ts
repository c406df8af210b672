/** Endpoint paths of one area: The AI assistant (/aawz-intelligence/chat-ia). Kept apart from paths.ts so the first load does not carry them. */
export const assistantPaths = {
  // Issue 17: the AI assistant (paths not shown in the spec: ours), all under the office.
  assistantStatus: (office: number | string) => `/v2/api/office/${office}/assistant/status`,
  assistantConversations: (office: number | string) => `/v2/api/office/${office}/assistant/conversations`,
  assistantConversation: (office: number | string, id: string) =>
    `/v2/api/office/${office}/assistant/conversations/${id}`,
  assistantMessages: (office: number | string, id: string) =>
    `/v2/api/office/${office}/assistant/conversations/${id}/messages`,
  assistantRetry: (office: number | string, id: string) =>
    `/v2/api/office/${office}/assistant/conversations/${id}/retry`,
}
