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
  createContext,
  lazy,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { hasFormErrors } from "~/lib/forms";
import { pageTitle, type TitleTexts } from "~/lib/page-title";
import type { Seo } from "~/utils/meta";

type Facts = { errorStatus?: number; formErrors: number };
type Fact = { errorStatus: number } | { formError: true };

class TitleFacts {
  facts: Facts = { formErrors: 0 };
  private listeners = new Set<() => void>();
  private bodyRendered!: () => void;
  /** Server only: resolved once the body has rendered. */
  readonly rendered = new Promise<void>((resolve) => {
    this.bodyRendered = resolve;
  });
  /** Server only: the title, rendered once the body has told its facts. */
  readonly ServerTitle = lazy(() => this.rendered.then(() => ({ default: ServerTitleElement })));

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  get = () => this.facts;
  add(fact: Fact): () => void {
    this.update(fact, 1);
    return () => this.update(fact, -1);
  }
  private update(fact: Fact, sign: 1 | -1) {
    const next = { ...this.facts };
    if ("formError" in fact) next.formErrors += sign;
    else if (sign === 1) next.errorStatus = fact.errorStatus;
    else if (next.errorStatus === fact.errorStatus) next.errorStatus = undefined;
    this.facts = next;
    for (const listener of this.listeners) listener();
  }
  endOfBody() {
    this.bodyRendered();
  }
}

// The server runs no effects (and React warns about layout effects there); which one is fixed per build.
const useBrowserLayoutEffect: typeof useLayoutEffect = import.meta.env.SSR ? () => {} : useLayoutEffect;

const TitleFactsContext = createContext<TitleFacts | null>(null);

/** Around the document (the root layout): where the page's parts tell the title what they show. */
export function TitleFactsProvider({ children }: { children: ReactNode }) {
  const [facts] = useState(() => new TitleFacts());
  return <TitleFactsContext.Provider value={facts}>{children}</TitleFactsContext.Provider>;
}

function useFacts(): TitleFacts {
  const facts = useContext(TitleFactsContext);
  if (!facts) throw new Error("DocumentTitle outside TitleFactsProvider (app/root.tsx)");
  return facts;
}

/** Tells the document title what this part of the page shows while it is rendered: nothing when null. */
export function useTitleFact(fact: Fact | null) {
  const facts = useFacts();
  const key = fact === null ? "" : "formError" in fact ? "form" : String(fact.errorStatus);
  // The server renders once and runs no effects: the fact is recorded as the body renders.
  if (import.meta.env.SSR && fact) facts.add(fact);
  // `key` stands for `fact` (a new object on every render).
  useBrowserLayoutEffect(() => (fact ? facts.add(fact) : undefined), [facts, key]);
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

/** The page title from the deepest loader data that has one. */
function usePageTitle(): string | undefined {
  const matches = useMatches();
  let title: string | undefined;
  for (const match of matches) {
    const seo = (match.data as { seo?: Seo } | null | undefined)?.seo;
    if (seo?.title) title = seo.title;
  }
  return title;
}

type TitleProps = { texts: TitleTexts | undefined; title: string | undefined; facts: Facts };

function TitleElement({ texts, title, facts }: TitleProps) {
  const text = pageTitle(texts, { title, errorStatus: facts.errorStatus, formError: facts.formErrors > 0 });
  // The browser hydrates before the body's layout effects have told their facts: its first text may
  // differ from the server's for a moment, and is set again right after.
  return <title suppressHydrationWarning>{text}</title>;
}

/** The server's title: rendered (lazily) after the body, with the facts it told. */
function ServerTitleElement(props: Omit<TitleProps, "facts">) {
  return <TitleElement {...props} facts={useFacts().facts} />;
}

/** The <title>, in <head>. */
export function DocumentTitle({ texts }: { texts: TitleTexts | undefined }) {
  const store = useFacts();
  const title = usePageTitle();
  const facts = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (import.meta.env.SSR) return <store.ServerTitle texts={texts} title={title} />;
  return <TitleElement texts={texts} title={title} facts={facts} />;
}

/** At the end of <body>: on the server, the body has told its facts and the title can render. */
export function TitleFactsEnd() {
  const store = useFacts();
  if (import.meta.env.SSR) store.endOfBody();
  return null;
}
