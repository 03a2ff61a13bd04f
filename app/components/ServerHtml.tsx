import { createContext, useContext } from "react";

// HTML a loader made for the server's render of its page alone (`context.serverHtml`, provided by
// entry.server): it is in the page, but not in the loader data sent along with it, so the page does not
// carry it twice. In the browser there is none; a component that uses it reads its own HTML from the page
// while hydrating (docs/decisions/0034-picker-page-light.md).
export const ServerHtmlContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

/** The server-made HTML of this id, on the server; undefined in the browser. */
export const useServerHtml = (id: string): string | undefined => useContext(ServerHtmlContext)?.get(id);
