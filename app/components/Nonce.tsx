import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response ("" in the browser, where React keeps the server's value). */
export function useNonce(): string {
  return useContext(NonceContext);
}
