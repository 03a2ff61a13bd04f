import { createContext, useContext } from "react";

// The per-request CSP nonce, provided by entry.server; empty in the browser (browsers hide nonces from the DOM).
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
