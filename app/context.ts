import type { DB, ReadRoute } from "../db/client";

// What server.ts hands every loader and action. Loaders take the database from here, never from a module
// singleton, so integration tests can pass a fresh database.
declare module "@remix-run/node" {
  interface AppLoadContext {
    db: DB;
    /**
     * With read replicas: where this request's reads go (app/utils/read-routing.server.ts). The pool finds it
     * on its own (db/replicas.ts); loaders pass `db` as always. Undefined without replicas.
     */
    readRoute?: ReadRoute;
    cspNonce: string;
    /** the version of the server's build, compared by clients to notice a new deploy */
    buildVersion: string;
    /** the client's address as Express sees it (honours TRUST_PROXY), for rate limits */
    clientIp: string;
    /** a random id for this request, sent back as X-Request-Id and written in security events */
    requestId?: string;
    /** set while rendering a page every visitor without a cookie sees alike (app/lib/page-cache.ts) */
    sharedPage?: boolean;
    /** HTML a loader made for this page's server render only, never sent as loader data (ServerHtml.tsx) */
    serverHtml?: Map<string, string>;
    /**
     * Set by the page middleware (app/utils/page-cache.server.ts), which sends pages whole: the rendered
     * document is handed to it as bytes, and the Response Remix returns carries no body of its own.
     */
    takePage?: (page: Buffer) => void;
  }
}
