// The rules of read replicas (docs/decisions/0032-read-replicas.md), pure: which statements may read a
// replica, WAL positions, how far behind a replica is, and which replica a request reads from. No driver,
// no timers; db/replicas.ts applies them.

/**
 * What a statement does, as far as routing cares: `read` may run on a replica (a plain SELECT, or a WITH
 * query that only reads, outside a transaction); `begin`, `commit` and `rollback` open and end a transaction;
 * everything else is a `write` and goes to the primary (so do SET, SAVEPOINT, EXPLAIN, SHOW: when in doubt,
 * the primary).
 */
export type StatementKind = "read" | "write" | "begin" | "commit" | "rollback";

/**
 * The statement's text without comments, string literals, quoted identifiers and dollar-quoted bodies, in
 * lower case: what is left are keywords, unquoted names, numbers, parameters and punctuation. So a word in a
 * value ('for update') or a column named "update" never counts as the keyword.
 */
export function sqlSkeleton(sql: string): string {
  let out = "";
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i] as string;
    const next = sql[i + 1];
    if (c === "-" && next === "-") {
      const end = sql.indexOf("\n", i + 2);
      i = end === -1 ? n : end + 1;
      out += " ";
    } else if (c === "/" && next === "*") {
      // block comments nest in PostgreSQL
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (sql[i] === "/" && sql[i + 1] === "*") {
          depth++;
          i += 2;
        } else if (sql[i] === "*" && sql[i + 1] === "/") {
          depth--;
          i += 2;
        } else i++;
      }
      out += " ";
    } else if (c === "'" || c === '"') {
      // a doubled quote inside is the quote itself; E'…' backslash escapes are skipped too
      const escapes = c === "'" && /e/i.test(sql[i - 1] ?? "") && !/\w/.test(sql[i - 2] ?? "");
      i++;
      while (i < n) {
        if (escapes && sql[i] === "\\") i += 2;
        else if (sql[i] === c && sql[i + 1] === c) i += 2;
        else if (sql[i] === c) break;
        else i++;
      }
      i++;
      out += c === "'" ? " '' " : ' "" ';
    } else if (c === "$" && !/\w/.test(sql[i - 1] ?? "")) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (!tag) {
        out += c;
        i++;
        continue;
      }
      const end = sql.indexOf(tag[0], i + tag[0].length);
      i = end === -1 ? n : end + tag[0].length;
      out += " '' ";
    } else {
      out += c.toLowerCase();
      i++;
    }
  }
  return out;
}

/** Row locks: a SELECT that takes them writes (and a standby refuses them). */
const LOCKING = /\bfor\s+(?:update|share|no\s+key\s+update|key\s+share)\b/;
/** Words that make a WITH query write (a data-modifying CTE), or a SELECT create a table (SELECT … INTO). */
const WRITING_WORDS = /\b(?:insert|update|delete|merge|into)\b/;
/**
 * Functions that change something, or that a standby cannot run: a SELECT calling one goes to the primary.
 * The app calls none of them outside a transaction; the list keeps the rule safe for whoever does.
 */
const SIDE_EFFECTS =
  /\b(?:nextval|setval|set_config|pg_notify|pg_advisory_\w*|pg_try_advisory_\w*|txid_current\w*|pg_current_xact_id\w*|pg_current_wal_\w*|pg_switch_wal|pg_create_\w*|pg_drop_\w*|lo_\w+|dblink\w*)\s*\(/;

export function statementKind(sql: string): StatementKind {
  const text = sqlSkeleton(sql).replace(/^[\s(;]+/, "");
  const first = /^[a-z_]+/.exec(text)?.[0] ?? "";
  switch (first) {
    case "select":
      return LOCKING.test(text) || /\binto\b/.test(text) || SIDE_EFFECTS.test(text) ? "write" : "read";
    case "with":
      return /\bselect\b/.test(text) &&
        !LOCKING.test(text) &&
        !WRITING_WORDS.test(text) &&
        !SIDE_EFFECTS.test(text)
        ? "read"
        : "write";
    case "begin":
    case "start":
      return "begin";
    case "commit":
    case "end":
      return "commit";
    case "rollback":
    case "abort":
      // ROLLBACK TO [SAVEPOINT] x stays inside the transaction
      return /^(?:rollback|abort)\s+(?:work\s+|transaction\s+)?to\b/.test(text) ? "write" : "rollback";
    default:
      return "write";
  }
}

/** A WAL position as PostgreSQL writes it ("16/B374D848"), as a number; null for anything else. */
export function parseLsn(text: unknown): bigint | null {
  if (typeof text !== "string") return null;
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** A WAL position as PostgreSQL writes it. */
export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** The primary's WAL position at a moment (ms, any monotonic clock): sent before the position was read. */
export type Sample = { at: number; lsn: bigint };

/**
 * How far behind a replica that has replayed up to `replay` is, at most, in ms: it holds everything the
 * primary held at the latest sample it has reached, so it is no older than `now` minus that sample's time.
 * Infinity when it has reached none of the samples kept. `samples` are in the order taken (the primary's
 * position only grows).
 */
export function staleness(samples: readonly Sample[], replay: bigint, now: number): number {
  for (let i = samples.length - 1; i >= 0; i--) {
    const sample = samples[i] as Sample;
    if (sample.lsn <= replay) return Math.max(0, now - sample.at);
  }
  return Number.POSITIVE_INFINITY;
}

export type ReadRules = {
  /** how often each process asks each replica (and the primary) where it is */
  probeMs: number;
  /** a replica further behind than this is skipped ("lagging") */
  maxLagMs: number;
  /** a replica whose last good answer is older than this is skipped (the probe itself is stuck) */
  freshMs: number;
};

export const READ_RULES: ReadRules = { probeMs: 1_000, maxLagMs: 5_000, freshMs: 3_000 };

/**
 * How long a visitor's reads wait for their own last write (the `written` cookie, seconds). After it a
 * usable replica has that write anyway: it is at most `maxLagMs` behind samples taken at most `freshMs` ago,
 * so it holds everything committed `maxLagMs + freshMs` before (8 s), and this leaves 2 s to spare.
 */
export const WRITTEN_COOKIE_SECONDS = 10;

/** What the last probe found out about a replica. */
export type ReplicaState = {
  /** it answered the last probe as a standby */
  up: boolean;
  /** how far it has replayed, as of `checkedAt` (only grows) */
  replay: bigint | null;
  /** how far behind it was at `checkedAt`, at most (ms) */
  staleMs: number;
  /** when it last answered (ms, the probe's clock) */
  checkedAt: number;
};

export const UNKNOWN_REPLICA: ReplicaState = {
  up: false,
  replay: null,
  staleMs: Number.POSITIVE_INFINITY,
  checkedAt: Number.NEGATIVE_INFINITY,
};

export type ReplicaHealthState = "ok" | "down" | "lagging";

/** A replica as /healthz reports it: down (no answer, or not a standby), lagging, or ok. */
export function replicaHealth(
  state: ReplicaState,
  now: number,
  rules: ReadRules = READ_RULES,
): ReplicaHealthState {
  if (!state.up || now - state.checkedAt > rules.freshMs) return "down";
  return state.staleMs > rules.maxLagMs ? "lagging" : "ok";
}

/** Whether a request may read from this replica: healthy, and past the request's own last write (`floor`). */
export function usable(
  state: ReplicaState,
  now: number,
  floor: bigint | null,
  rules: ReadRules = READ_RULES,
): boolean {
  if (replicaHealth(state, now, rules) !== "ok") return false;
  return floor === null || (state.replay !== null && state.replay >= floor);
}

/**
 * The replica a request reads from: the first usable one from `turn` on (round robin: the caller counts
 * turns), or null when none is usable (then the primary answers).
 */
export function chooseReplica(
  states: readonly ReplicaState[],
  now: number,
  floor: bigint | null,
  turn: number,
  rules: ReadRules = READ_RULES,
): number | null {
  const n = states.length;
  for (let k = 0; k < n; k++) {
    const i = (turn + k) % n;
    if (usable(states[i] as ReplicaState, now, floor, rules)) return i;
  }
  return null;
}
