// Read replicas (docs/decisions/0032-read-replicas.md): the pool Kysely sees when DATABASE_REPLICA_URLS is
// set. A checkout is bound to a server at its first statement: a plain read outside a transaction goes to
// the replica its request reads from, anything else (BEGIN, a write, a row lock) to the primary, and it
// stays there until released; a checkout on a replica that meets anything but a read moves to the primary
// (nothing of a session is left behind: its reads were single statements). So transactions stay on one
// connection and model code does not change.
//
// Which replica a request reads from is chosen once, at its first read (round robin over the usable ones),
// and kept: its reads see the database at one replica's pace, never older than a read before, which the
// cache's rule needs (versions read before the data they were kept with: docs/decisions/0026-one-cache.md).
// A request that changes something (not GET or HEAD), a request outside any (start, the mail worker,
// scripts), and a request after its own write read the primary; a visitor's later requests read a replica
// only once it has replayed their last write (the `written` cookie: app/utils/read-routing.server.ts).
//
// A probe per process asks every second where the primary's WAL is and how far each replica has replayed;
// a replica that does not answer, is not a standby, or is more than 5 s behind is skipped. Reads that fail
// on a replica because it went away are sent again to the primary.
import { AsyncLocalStorage } from "node:async_hooks";
import type { PostgresPool, PostgresPoolClient } from "kysely";
import pg from "pg";
import {
  chooseReplica,
  parseLsn,
  READ_RULES,
  type ReadRules,
  type ReplicaHealthState,
  type ReplicaState,
  replicaHealth,
  type Sample,
  staleness,
  statementKind,
  UNKNOWN_REPLICA,
} from "./read-rules";
import { DatabaseUnavailableError, isConnectionFailure } from "./unavailable";

/** Where one request's reads go. Made per request by the server (app/utils/read-routing.server.ts). */
export type ReadRoute = {
  /** every statement to the primary: a request that may change something, or a mailed link's */
  primaryOnly: boolean;
  /** a replica must have replayed this far (the visitor's last write), or the primary answers */
  floor: bigint | null;
  /** the server this request reads from once chosen: a replica's index, or the primary */
  pin: number | "primary" | null;
  /** the primary's WAL position after this request's last write; null while it wrote nothing */
  wrote: bigint | null;
  /** told each write's position, before the statement's caller goes on (the server sets a cookie) */
  onWrite?: (lsn: bigint) => Promise<void> | void;
};

export function readRoute(init: Partial<ReadRoute> = {}): ReadRoute {
  return { primaryOnly: false, floor: null, pin: null, wrote: null, ...init };
}

// One store for every copy of this module in the process: the server (server.ts) and the app's build each
// bundle their own, and the pool made by one must see the route set by the other.
const ROUTES = Symbol.for("cocktail-atlas.db.read-route");
const holder = globalThis as { [ROUTES]?: AsyncLocalStorage<ReadRoute> };
holder[ROUTES] ??= new AsyncLocalStorage<ReadRoute>();
const routes = holder[ROUTES];

/** Runs `fn` (and everything it starts) with its reads routed by `route`. */
export function withReadRoute<T>(route: ReadRoute, fn: () => T): T {
  return routes.run(route, fn);
}

/** Runs `fn` with every statement on the primary (the health check asks the primary, not a replica). */
export function readingPrimary<T>(fn: () => T): T {
  return routes.run(readRoute({ primaryOnly: true, pin: "primary" }), fn);
}

type Backend = number | "primary";

export type ReplicaReport = { name: string; state: ReplicaHealthState; lagMs: number | null };

/** What the rest of the app may ask of the router, whichever copy of this module made it. */
export interface ReadRouterView {
  /** each replica as /healthz reports it */
  health(): ReplicaReport[];
  /** statements sent so far, to the primary and to each replica (measurements and tests) */
  statements(): { primary: number; replicas: number[] };
  /** the server the current request reads from ("primary", "replica 1", …), chosen now if not yet */
  readsFrom(): string;
  /** runs `fn` reading from the server `readsFrom` named (the cache's version reads: shared-cache.server.ts) */
  readingFrom<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** resolves once every server has been probed once */
  probed(): Promise<void>;
}

const ROUTER = Symbol.for("cocktail-atlas.db.read-router");

/** The router behind a database handle's `db`, or undefined when it has no replicas. */
export function readRouterOf(db: object): ReadRouterView | undefined {
  return (db as { [ROUTER]?: ReadRouterView })[ROUTER];
}

export function attachReadRouter(db: object, router: ReadRouterView): void {
  Object.defineProperty(db, ROUTER, { value: router });
}

export type ServerPool = { url: string; pool: pg.Pool };

/** How long a probe may take to connect or to answer. */
const PROBE_TIMEOUT_MS = 1_000;

type Replica = ServerPool & {
  name: string;
  state: ReplicaState;
  /** what the log last said about it */
  reported: ReplicaHealthState | null;
  statements: number;
  probe: ProbeClient;
};

/** How the router asks a server where its WAL is: one row, or a throw when it does not answer. */
export type ProbeClient = {
  query<R extends pg.QueryResultRow>(text: string): Promise<R | undefined>;
  close(): Promise<void>;
};

export type RouterOptions = {
  rules?: ReadRules;
  /** where "replica 1: down, skipped" and the like go */
  log?: (message: string) => void;
  /** the probe's connection to a server (tests give a stand-in) */
  probe?: (url: string) => ProbeClient;
};

/** One connection per server for the probe, outside the pools: a busy pool must not look like a lost server. */
class Probe implements ProbeClient {
  private client: pg.Client | null = null;
  constructor(private readonly url: string) {}

  async query<R extends pg.QueryResultRow>(text: string): Promise<R | undefined> {
    if (!this.client) {
      const client = new pg.Client({
        connectionString: this.url,
        connectionTimeoutMillis: PROBE_TIMEOUT_MS,
        query_timeout: PROBE_TIMEOUT_MS,
        application_name: "cocktail-atlas probe",
      });
      // a lost connection is noticed by the next query; the event must have a listener
      client.on("error", () => {});
      try {
        await client.connect();
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      this.client = client;
    }
    try {
      return (await this.client.query<R>(text)).rows[0];
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

export class ReadRouter implements ReadRouterView {
  private readonly replicas: Replica[];
  private readonly primaryProbe: ProbeClient;
  private readonly rules: ReadRules;
  private readonly log: (message: string) => void;
  private primaryStatements = 0;
  private samples: Sample[] = [];
  private turn = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly firstProbe: Promise<void>;

  constructor(
    private readonly primary: ServerPool,
    replicas: ServerPool[],
    options: RouterOptions = {},
  ) {
    this.rules = options.rules ?? READ_RULES;
    this.log = options.log ?? ((message) => console.error(message));
    const probe = options.probe ?? ((url: string) => new Probe(url));
    this.replicas = replicas.map((r, i) => ({
      ...r,
      name: `replica ${i + 1}`,
      state: UNKNOWN_REPLICA,
      reported: null,
      statements: 0,
      probe: probe(r.url),
    }));
    this.primaryProbe = probe(primary.url);
    this.firstProbe = this.loop();
  }

  probed(): Promise<void> {
    return this.firstProbe;
  }

  /** A probe round now, then one every probeMs (a timer that does not keep the process alive). */
  private async loop(): Promise<void> {
    await this.check();
    if (this.closed) return;
    this.timer = setTimeout(() => void this.loop(), this.rules.probeMs);
    this.timer.unref();
  }

  /** One probe round: where the primary's WAL is, then how far each replica has replayed. */
  async check(): Promise<void> {
    if (this.closed) return;
    const sent = performance.now();
    try {
      const row = await this.primaryProbe.query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn");
      const lsn = parseLsn(row?.lsn);
      if (lsn !== null) this.samples.push({ at: sent, lsn });
    } catch {
      // the primary is away: no sample, and the replicas' lag grows until they are skipped too
    }
    // keep what can still tell a usable replica from a lagging one, and one sample older
    const keep = performance.now() - this.rules.maxLagMs * 2 - this.rules.probeMs;
    while (this.samples.length > 1 && (this.samples[1] as Sample).at < keep) this.samples.shift();
    await Promise.all(this.replicas.map((replica) => this.probeReplica(replica)));
  }

  private async probeReplica(replica: Replica): Promise<void> {
    try {
      const row = await replica.probe.query<{ standby: boolean; replay: string | null }>(
        "SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replay",
      );
      const now = performance.now();
      const replay = parseLsn(row?.replay);
      replica.state =
        row?.standby && replay !== null
          ? { up: true, replay, staleMs: staleness(this.samples, replay, now), checkedAt: now }
          : UNKNOWN_REPLICA;
    } catch {
      replica.state = { ...replica.state, up: false };
    }
    this.report(replica);
  }

  /** One log line when a replica is taken or skipped, not one per probe. */
  private report(replica: Replica): void {
    const now = replicaHealth(replica.state, performance.now(), this.rules);
    if (now === replica.reported || this.closed) return;
    replica.reported = now;
    const why = {
      ok: "reads go to it",
      down: "down (no answer, or not a standby), skipped",
      lagging: `more than ${this.rules.maxLagMs / 1000} s behind the primary, skipped`,
    };
    this.log(`database ${replica.name}: ${why[now]}`);
  }

  /** A replica that failed a statement is skipped at once, until the probe hears from it again. */
  markDown(index: number): void {
    const replica = this.replicas[index];
    if (!replica?.state.up) return;
    replica.state = { ...replica.state, up: false };
    this.report(replica);
  }

  health(): ReplicaReport[] {
    const now = performance.now();
    return this.replicas.map((r) => {
      const state = replicaHealth(r.state, now, this.rules);
      return {
        name: r.name,
        state,
        lagMs: state === "down" || !Number.isFinite(r.state.staleMs) ? null : Math.round(r.state.staleMs),
      };
    });
  }

  statements() {
    return { primary: this.primaryStatements, replicas: this.replicas.map((r) => r.statements) };
  }

  /** The server a read of the current request goes to; the first read of a request chooses and keeps it. */
  readBackend(route: ReadRoute | undefined = routes.getStore()): Backend {
    if (!route || route.primaryOnly || route.pin === "primary") return "primary";
    const now = performance.now();
    if (route.pin !== null) {
      // kept while the replica is up and past the request's own writes; then the primary, for good
      const state = this.replicas[route.pin]?.state;
      if (state?.up && (route.floor === null || (state.replay !== null && state.replay >= route.floor))) {
        return route.pin;
      }
      route.pin = "primary";
      return "primary";
    }
    const states = this.replicas.map((r) => r.state);
    route.pin = chooseReplica(states, now, route.floor, this.turn++, this.rules) ?? "primary";
    return route.pin;
  }

  private nameOf(backend: Backend): string {
    return backend === "primary" ? "primary" : (this.replicas[backend]?.name ?? "primary");
  }

  readsFrom(): string {
    return this.nameOf(this.readBackend());
  }

  readingFrom<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const index = this.replicas.findIndex((r) => r.name === name);
    const route = index === -1 ? readRoute({ primaryOnly: true, pin: "primary" }) : readRoute({ pin: index });
    return routes.run(route, fn);
  }

  /** A connection of this server's pool. */
  async connect(backend: Backend): Promise<pg.PoolClient> {
    if (backend === "primary") {
      try {
        return await this.primary.pool.connect();
      } catch (error) {
        throw unavailableIfLost(error);
      }
    }
    return (this.replicas[backend] as Replica).pool.connect();
  }

  counted(backend: Backend): void {
    if (backend === "primary") this.primaryStatements++;
    else (this.replicas[backend] as Replica).statements++;
  }

  /** The pool as Kysely sees it: each checkout a RoutedConnection, bound at its first statement. */
  pool(): PostgresPool {
    return {
      connect: async () => new RoutedConnection(this) as unknown as PostgresPoolClient,
      end: () => this.close(),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.firstProbe.catch(() => {});
    await Promise.all([
      this.primaryProbe.close(),
      ...this.replicas.map((r) => r.probe.close()),
      this.primary.pool.end(),
      ...this.replicas.map((r) => r.pool.end()),
    ]);
  }
}

function unavailableIfLost(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
}

/** A standby cancelled the read because replay had to remove rows it was reading: the primary answers. */
function isRecoveryConflict(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === "40001" &&
    /conflict with recovery/i.test(error.message)
  );
}

type QueryResult = pg.QueryResult<pg.QueryResultRow>;

/** One checkout as Kysely sees it: no server until its first statement, then that server until release. */
class RoutedConnection {
  private backend: Backend | null = null;
  private client: pg.PoolClient | null = null;
  private inTransaction = false;
  private wroteInTransaction = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly router: ReadRouter) {}

  query(sql: string, parameters: readonly unknown[] = []): Promise<QueryResult> {
    // one statement at a time, as on a pg client: binding must not race
    const run = this.queue.then(() => this.run(sql, parameters));
    this.queue = run.catch(() => undefined);
    return run;
  }

  release(): void {
    const client = this.client;
    this.client = null;
    this.backend = null;
    // a statement still queued would have no connection: release once the queue is through
    if (client) void this.queue.then(() => client.release());
  }

  private async bind(backend: Backend): Promise<void> {
    if (this.backend === backend && this.client) return;
    if (this.client) {
      this.client.release();
      this.client = null;
    }
    this.backend = backend;
    this.client = await this.router.connect(backend);
  }

  private async run(sql: string, parameters: readonly unknown[]): Promise<QueryResult> {
    const kind = statementKind(sql);
    const route = routes.getStore();
    const reading = kind === "read" && !this.inTransaction;
    const wanted: Backend =
      reading && this.backend !== "primary" ? this.router.readBackend(route) : "primary";
    if (wanted !== "primary") {
      const answer = await this.onReplica(wanted, sql, parameters, route);
      if (answer) return answer;
    }
    await this.bind("primary");
    return this.onPrimary(kind, sql, parameters, route);
  }

  /** The read on a replica; undefined when the replica failed and the primary must answer instead. */
  private async onReplica(
    backend: number,
    sql: string,
    parameters: readonly unknown[],
    route: ReadRoute | undefined,
  ): Promise<QueryResult | undefined> {
    try {
      await this.bind(backend);
      this.router.counted(backend);
      return await (this.client as pg.PoolClient).query(sql, parameters as unknown[]);
    } catch (error) {
      const lost = isConnectionFailure(error);
      if (!lost && !isRecoveryConflict(error)) throw error;
      if (lost) this.router.markDown(backend);
      // the broken connection leaves the pool; the request reads from the primary from now on
      this.client?.release(lost ? (error as Error) : undefined);
      this.client = null;
      this.backend = null;
      if (route) route.pin = "primary";
      return undefined;
    }
  }

  private async onPrimary(
    kind: ReturnType<typeof statementKind>,
    sql: string,
    parameters: readonly unknown[],
    route: ReadRoute | undefined,
  ): Promise<QueryResult> {
    const client = this.client as pg.PoolClient;
    this.router.counted("primary");
    let result: QueryResult;
    try {
      result = await client.query(sql, parameters as unknown[]);
    } catch (error) {
      throw unavailableIfLost(error);
    }
    if (kind === "begin") {
      this.inTransaction = true;
      this.wroteInTransaction = false;
    } else if (kind === "commit" || kind === "rollback") {
      const wrote = kind === "commit" && this.wroteInTransaction;
      this.inTransaction = false;
      this.wroteInTransaction = false;
      if (wrote) await this.noteWrite(client, route);
    } else if (kind === "write" && result.command !== "SELECT") {
      // (a row lock taken by a SELECT changes nothing a later read could miss)
      if (this.inTransaction) this.wroteInTransaction = true;
      else await this.noteWrite(client, route);
    }
    return result;
  }

  /**
   * After a write committed, within a request: where the primary's WAL is now (at or past the commit), so
   * the request's further reads and the visitor's next requests wait for a replica that has it.
   */
  private async noteWrite(client: pg.PoolClient, route: ReadRoute | undefined): Promise<void> {
    if (!route) return;
    try {
      this.router.counted("primary");
      const { rows } = await client.query<{ lsn: string }>("SELECT pg_current_wal_insert_lsn()::text AS lsn");
      const lsn = parseLsn(rows[0]?.lsn);
      if (lsn === null) throw new Error("no WAL position");
      route.wrote = route.wrote === null || lsn > route.wrote ? lsn : route.wrote;
      route.floor = route.floor === null || lsn > route.floor ? lsn : route.floor;
      await route.onWrite?.(route.wrote);
    } catch {
      // without the position, this request reads the primary from now on (the write itself stands)
      route.primaryOnly = true;
    }
  }
}
