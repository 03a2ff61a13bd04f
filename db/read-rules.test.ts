import { describe, expect, it } from "vitest";
import {
  chooseReplica,
  formatLsn,
  parseLsn,
  READ_RULES,
  type ReplicaState,
  replicaHealth,
  type Sample,
  sqlSkeleton,
  staleness,
  statementKind,
  UNKNOWN_REPLICA,
  usable,
  WRITTEN_COOKIE_SECONDS,
} from "./read-rules";

describe("statementKind", () => {
  it("lets plain SELECTs and reading WITH queries read a replica", () => {
    for (const sql of [
      'select "id", "title" from "recipes" where "slug" = $1',
      "SELECT kind, version FROM cache_versions UNION ALL SELECT 'rating:' || id, rating_version FROM recipes WHERE id IN (1,2)",
      "  \n select 1",
      "(select 1) union (select 2)",
      "-- a comment\nselect 1",
      "/* a /* nested */ comment */ select 1",
      'with "t" as (select 1 as x) select * from "t"',
      "with recursive tree(id) as (select 1 union all select id + 1 from tree where id < 3) select * from tree",
      // words that only look like keywords: inside values, quoted names and comments
      "select 'for update' as label, \"update\" from t -- delete this",
      "select $$insert into t$$ as body",
      "select $tag$ for share $tag$",
      "select E'it\\'s for update' as x",
      "select 'it''s into' as x",
    ]) {
      expect(statementKind(sql), sql).toBe("read");
    }
  });

  it("sends writes, row locks and anything unknown to the primary", () => {
    for (const sql of [
      'insert into "sessions" ("user_id") values ($1)',
      'update "recipes" set "title" = $1',
      'delete from "sessions" where "id" = $1',
      'select "id" from "recipes" where "id" = $1 for update',
      'select "id" from "mail_queue" for update skip locked',
      "select * from t for no key update",
      "select * from t for share",
      "select * from t for key share",
      "with moved as (delete from a returning *) insert into b select * from moved",
      'with "x" as (update "t" set "a" = 1 returning "a") select * from "x"',
      "with x as (select 1) select * from t for update",
      "select * into new_table from t",
      "select nextval('seq')",
      "select pg_advisory_lock(1)",
      "select set_config('a', 'b', false)",
      "select pg_current_wal_lsn()",
      "set statement_timeout = 1000",
      "savepoint sp1",
      "release sp1",
      "explain select 1",
      "show server_version",
      "values (1)",
      "",
      "merge into t using s on true when matched then do nothing",
    ]) {
      expect(statementKind(sql), sql).toBe("write");
    }
  });

  it("knows where a transaction begins and ends", () => {
    expect(statementKind("begin")).toBe("begin");
    expect(statementKind("BEGIN ISOLATION LEVEL SERIALIZABLE")).toBe("begin");
    expect(statementKind("start transaction isolation level serializable read only")).toBe("begin");
    expect(statementKind("commit")).toBe("commit");
    expect(statementKind("END")).toBe("commit");
    expect(statementKind("rollback")).toBe("rollback");
    expect(statementKind("abort")).toBe("rollback");
    // back to a savepoint: still inside the transaction
    expect(statementKind('rollback to "sp1"')).toBe("write");
    expect(statementKind("rollback to savepoint sp1")).toBe("write");
    expect(statementKind("rollback transaction to sp1")).toBe("write");
  });

  it("keeps keywords and drops literals in the skeleton", () => {
    expect(sqlSkeleton("SELECT 'A' AS \"B\" -- c\n FROM t")).toBe("select  ''  as  \"\"    from t");
    // an unterminated literal swallows the rest, never throws
    expect(statementKind("select 'for update")).toBe("read");
    expect(statementKind("select $$ for update")).toBe("read");
  });
});

describe("WAL positions", () => {
  it("reads and writes PostgreSQL's notation", () => {
    expect(parseLsn("0/3000060")).toBe(0x3000060n);
    expect(parseLsn("16/B374D848")).toBe((0x16n << 32n) | 0xb374d848n);
    expect(formatLsn((0x16n << 32n) | 0xb374d848n)).toBe("16/B374D848");
    expect(formatLsn(parseLsn("FFFFFFFF/FFFFFFFF") ?? 0n)).toBe("FFFFFFFF/FFFFFFFF");
    for (const junk of ["", "0", "0/", "/1", "1/2/3", "G/1", "123456789/1", " 0/1", null, 12, undefined]) {
      expect(parseLsn(junk), String(junk)).toBeNull();
    }
  });
});

describe("staleness", () => {
  const samples: Sample[] = [
    { at: 1000, lsn: 100n },
    { at: 2000, lsn: 150n },
    { at: 3000, lsn: 150n },
    { at: 4000, lsn: 400n },
  ];

  it("is the age of the latest sample the replica has reached", () => {
    expect(staleness(samples, 400n, 4010)).toBe(10);
    expect(staleness(samples, 500n, 4010)).toBe(10);
    // reached 150 (held at 3000), not 400
    expect(staleness(samples, 399n, 4500)).toBe(1500);
    expect(staleness(samples, 100n, 4500)).toBe(3500);
  });

  it("is unbounded before the oldest sample, or without samples", () => {
    expect(staleness(samples, 99n, 4500)).toBe(Number.POSITIVE_INFINITY);
    expect(staleness([], 99n, 4500)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("choosing a replica", () => {
  const ok = (replay: bigint, checkedAt = 10_000): ReplicaState => ({
    up: true,
    replay,
    staleMs: 20,
    checkedAt,
  });
  const now = 10_500;

  it("says why a replica is out", () => {
    expect(replicaHealth(ok(5n), now)).toBe("ok");
    expect(replicaHealth({ ...ok(5n), up: false }, now)).toBe("down");
    expect(replicaHealth(UNKNOWN_REPLICA, now)).toBe("down");
    // the probe has not heard from it for longer than freshMs
    expect(replicaHealth(ok(5n, now - READ_RULES.freshMs - 1), now)).toBe("down");
    expect(replicaHealth({ ...ok(5n), staleMs: READ_RULES.maxLagMs + 1 }, now)).toBe("lagging");
    expect(replicaHealth({ ...ok(5n), staleMs: READ_RULES.maxLagMs }, now)).toBe("ok");
  });

  it("takes a replica only past the visitor's own last write", () => {
    expect(usable(ok(100n), now, null)).toBe(true);
    expect(usable(ok(100n), now, 100n)).toBe(true);
    expect(usable(ok(100n), now, 101n)).toBe(false);
    expect(usable({ ...ok(100n), replay: null }, now, 1n)).toBe(false);
  });

  it("goes round the usable replicas, and answers null when none is", () => {
    const states = [ok(100n), { ...ok(100n), up: false }, ok(300n)];
    expect([0, 1, 2, 3].map((turn) => chooseReplica(states, now, null, turn))).toEqual([0, 2, 2, 0]);
    expect(chooseReplica(states, now, 200n, 0)).toBe(2);
    expect(chooseReplica(states, now, 301n, 0)).toBeNull();
    expect(chooseReplica([], now, null, 0)).toBeNull();
    expect(chooseReplica([UNKNOWN_REPLICA], now, null, 5)).toBeNull();
  });

  it("keeps the written cookie until every usable replica has the write", () => {
    expect(WRITTEN_COOKIE_SECONDS * 1000).toBeGreaterThan(READ_RULES.maxLagMs + READ_RULES.freshMs);
  });
});
