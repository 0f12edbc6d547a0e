import { createContext, useContext } from "react";

/**
 * Signs a chat message a link carries (app/lib/leads/chat-message.server.ts), given by the server
 * entry; null without a secret, and then links carry no message. Never reaches the browser.
 */
export type SignChatMessage = (message: string) => string | null;

const ChatSignerContext = createContext<SignChatMessage>(() => null);

export const ChatSignerProvider = ChatSignerContext.Provider;

export function useChatSigner(): SignChatMessage {
  return useContext(ChatSignerContext);
}
