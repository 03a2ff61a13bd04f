// The page's <title>, through public API only (docs/decisions/0027-i18n-and-remix-public-api.md).
//
// The page's own title comes from its loader data (`seo.title`, read with `useMatches()`). Two facts are
// known only deeper in the tree: the status of an error page (ErrorPage, inside whichever error boundary
// rendered, or the /error route) and a failed form submission (the route's action data, read by
// `useActionData()`, which answers only inside its own route). Those components tell the title through
// `useTitleFact`. In the browser they do so in a layout effect, and the title follows. On the server the
// <title> in <head> is rendered before the body that knows the facts, so it waits (React.lazy, resolved by
// <TitleFactsEnd> at the end of <body>): the HTML carries the right title with and without JavaScript.
import { useMatches, useActionData as useRemixActionData } from "@remix-run/react";
import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
} from "react";
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

function TitleElement({ texts }: TitleProps) {
  const facts = useContext(FactsContext);
  const matches = useMatches();
  // The page title from the deepest loader data that has one.
  let title: string | undefined;
  for (const match of matches) {
    const seo = (match.data as { seo?: Seo } | null | undefined)?.seo;
    if (seo?.title) title = seo.title;
  }
  const text = pageTitle(texts, { title, errorStatus: facts.errorStatus, formError: facts.formErrors > 0 });
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

// --- the server: the facts are told while the body renders; the title waits for the end of the body ---------

type ServerTitle = { facts: Facts; done: () => void; Title: ComponentType<TitleProps> };
const ServerContext = /* @__PURE__ */ createContext<ServerTitle | null>(null);

function createServerTitle(): ServerTitle {
  let done = () => {};
  const rendered = new Promise<void>((resolve) => {
    done = resolve;
  });
  // The title renders once the body has.
  const Title = lazy(() => rendered.then(() => ({ default: ServerTitleElement })));
  return { facts: { formErrors: 0 }, done: () => done(), Title };
}

/** The title with the facts the body told. */
function ServerTitleElement(props: TitleProps) {
  return (
    <FactsContext.Provider value={useServerTitle().facts}>
      <TitleElement {...props} />
    </FactsContext.Provider>
  );
}

function ServerProvider({ children }: { children: ReactNode }) {
  const [server] = useState(createServerTitle);
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

function ServerDocumentTitle(props: TitleProps) {
  const { Title } = useServerTitle();
  return <Title {...props} />;
}

function ServerTitleFactsEnd() {
  useServerTitle().done();
  return null;
}

// --- what the page uses (which of each is fixed per build) ---------------------------------------------------

/** Around the document (the root layout): where the page's parts tell the title what they show. */
export const TitleFactsProvider = import.meta.env.SSR ? ServerProvider : BrowserProvider;

/** The <title>, in <head>. */
export const DocumentTitle = import.meta.env.SSR ? ServerDocumentTitle : TitleElement;

/** At the end of <body>: on the server, the body has told its facts and the title can render. */
export const TitleFactsEnd = import.meta.env.SSR ? ServerTitleFactsEnd : () => null;

// The server runs no effects (and React warns about layout effects there).
const useBrowserLayoutEffect: typeof useLayoutEffect = import.meta.env.SSR ? () => {} : useLayoutEffect;

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
