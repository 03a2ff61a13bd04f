// The page's <title>, through public API only (docs/decisions/0027-i18n-and-remix-public-api.md).
//
// The page's own title comes from its loader data (`seo.title`, read with `useMatches()`). Two facts are
// known only deeper in the tree: the status of an error page (ErrorPage, inside whichever error boundary
// rendered, or the /error route) and a failed form submission (the route's action data, read by
// `useActionData()`, which answers only inside its own route). Those components tell the title through
// `useTitleFact`. In the browser they do so in a layout effect, and the title follows. On the server the
// <title> in <head> is rendered before the body that knows the facts: it is written as a mark, and the
// server's entry puts the text in its place once the document has rendered (<TitleFactsEnd> at the end of
// <body> sets it), so the HTML carries the right title with and without JavaScript.
import { useMatches, useActionData as useRemixActionData } from "@remix-run/react";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { useBrowserLayoutEffect } from "~/hooks/use-browser-layout-effect";
import { hasFormErrors } from "~/lib/forms";
import { pageTitle, type TitleTexts } from "~/lib/page-title";
import type { Seo } from "~/utils/meta";

type Facts = { errorStatus?: number; formErrors: number };
type Fact = { errorStatus: number } | { formError: true };
/** Adds a fact (+1) or takes it back (-1). */
type Tell = (fact: Fact, sign: 1 | -1) => void;

function told(facts: Facts, fact: Fact, sign: 1 | -1): Facts {
  if ("formError" in fact) return { ...facts, formErrors: facts.formErrors + sign };
  if (sign === 1) return { ...facts, errorStatus: fact.errorStatus };
  return facts.errorStatus === fact.errorStatus ? { ...facts, errorStatus: undefined } : facts;
}

const FactsContext = createContext<Facts>({ formErrors: 0 });
// Outside a provider (a component rendered alone in a test) nothing is told.
const TellContext = createContext<Tell>(() => {});

type TitleProps = { texts: TitleTexts | undefined };

/** The title with these facts, the page's own from the deepest loader data that has one. */
function titleText(
  texts: TitleTexts | undefined,
  matches: ReturnType<typeof useMatches>,
  facts: Facts,
): string {
  let title: string | undefined;
  for (const match of matches) {
    const seo = (match.data as { seo?: Seo } | null | undefined)?.seo;
    if (seo?.title) title = seo.title;
  }
  return pageTitle(texts, { ...facts, title });
}

function TitleElement({ texts }: TitleProps) {
  const text = titleText(texts, useMatches(), useContext(FactsContext));
  // The browser hydrates before the body's layout effects have told their facts: its first text may
  // differ from the server's for a moment, and is set again right after.
  return <title suppressHydrationWarning>{text}</title>;
}

// --- the browser: the facts are state, told by layout effects ---------------------------------------------

function BrowserProvider({ children }: { children: ReactNode }) {
  const [facts, setFacts] = useState<Facts>({ formErrors: 0 });
  const tell = useCallback<Tell>((fact, sign) => setFacts((f) => told(f, fact, sign)), []);
  return (
    <TellContext.Provider value={tell}>
      <FactsContext.Provider value={facts}>{children}</FactsContext.Provider>
    </TellContext.Provider>
  );
}

// --- the server: the facts are told while the body renders; the title's text is known at its end -----------

/**
 * Where the server's render leaves the document's title: the entry (app/entry.server.tsx) provides one per
 * render, the <title> holds `mark`, and `text` is the title once the body has rendered.
 */
export type TitleSlot = { readonly mark: string; text?: string };
export const TitleSlotContext = /* @__PURE__ */ createContext<TitleSlot | null>(null);

type ServerTitle = { facts: Facts; texts?: TitleTexts };
const ServerContext = /* @__PURE__ */ createContext<ServerTitle | null>(null);

function ServerProvider({ children }: { children: ReactNode }) {
  const [server] = useState<ServerTitle>(() => ({ facts: { formErrors: 0 } }));
  const tell = useCallback<Tell>(
    (fact, sign) => {
      server.facts = told(server.facts, fact, sign);
    },
    [server],
  );
  return (
    <ServerContext.Provider value={server}>
      <TellContext.Provider value={tell}>{children}</TellContext.Provider>
    </ServerContext.Provider>
  );
}

function useServerTitle(): ServerTitle {
  const server = useContext(ServerContext);
  if (!server) throw new Error("DocumentTitle outside TitleFactsProvider (app/root.tsx)");
  return server;
}

/** The title from the facts told so far, set in the render's slot. */
function useFillSlot(server: ServerTitle): { slot: TitleSlot | null; text: string } {
  const slot = useContext(TitleSlotContext);
  const text = titleText(server.texts, useMatches(), server.facts);
  if (slot) slot.text = text;
  return { slot, text };
}

function ServerDocumentTitle({ texts }: TitleProps) {
  const server = useServerTitle();
  server.texts = texts;
  // The facts known so far (none of the body's): the text stands if nothing later tells more.
  // Without a slot (a render that is not the entry's) the title is what is known now.
  const { slot, text } = useFillSlot(server);
  return <title suppressHydrationWarning>{slot ? slot.mark : text}</title>;
}

function ServerTitleFactsEnd() {
  useFillSlot(useServerTitle());
  return null;
}

// --- what the page uses (which of each is fixed per build) ---------------------------------------------------

/** Around the document (the root layout): where the page's parts tell the title what they show. */
export const TitleFactsProvider = import.meta.env.SSR ? ServerProvider : BrowserProvider;

/** The <title>, in <head>. */
export const DocumentTitle = import.meta.env.SSR ? ServerDocumentTitle : TitleElement;

/** At the end of <body>: on the server, the body has told its facts and the title can render. */
export const TitleFactsEnd = import.meta.env.SSR ? ServerTitleFactsEnd : () => null;

/** Tells the document title what this part of the page shows while it is rendered: nothing when null. */
export function useTitleFact(fact: Fact | null) {
  const tell = useContext(TellContext);
  const key = fact === null ? "" : "formError" in fact ? "form" : String(fact.errorStatus);
  // The server renders once and runs no effects: the fact is told as the body renders.
  if (import.meta.env.SSR && fact) tell(fact, 1);
  // `key` stands for `fact` (a new object on every render).
  useBrowserLayoutEffect(() => {
    if (!fact) return;
    tell(fact, 1);
    return () => tell(fact, -1);
  }, [tell, key]);
}

/**
 * The route's action data, as Remix's `useActionData()` answers it; a failed submission (form errors)
 * also makes the document title start with "Error:". Routes read their action data through this hook.
 */
export function useActionData<T>(): ReturnType<typeof useRemixActionData<T>> {
  const actionData = useRemixActionData<T>();
  useTitleFact(hasFormErrors(actionData) ? { formError: true } : null);
  return actionData;
}
