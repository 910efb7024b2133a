import { createContext, useContext } from "react";

// The per-request CSP nonce, set by entry.server and read by <Scripts>.
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
