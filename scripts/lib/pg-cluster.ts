// A PostgreSQL primary and a streaming replica of it, started on this machine for a test or a bench: initdb into
// a temporary directory (wal_level=replica, trust authentication, replication allowed from 127.0.0.1),
// pg_basebackup -R for the replica, each on a free loopback port. As root the servers run as the `postgres`
// user (PostgreSQL refuses root). Everything is stopped and removed by `close`, and at the latest when the
// process exits. Used by tests/integration/replica.test.ts and scripts/bench-replicas.ts.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** Debian's place for PostgreSQL 15's server binaries. */
export const DEFAULT_PG_BIN = "/usr/lib/postgresql/15/bin";
const TOOLS = ["initdb", "pg_ctl", "pg_basebackup", "postgres"];

/** Why the servers cannot be started from `bin`, or null when they can. */
export function missingBinaries(bin: string): string | null {
  const missing = TOOLS.filter((tool) => !fs.existsSync(path.join(bin, tool)));
  return missing.length ? `${missing.join(", ")} not found in ${bin}` : null;
}

const asRoot = process.getuid?.() === 0;

/** A command of `bin` as the user the servers run as. */
function command(bin: string, tool: string, args: string[]): [string, string[]] {
  const file = path.join(bin, tool);
  return asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited in vain for ${what}${last instanceof Error ? ` (${last.message})` : ""}`);
}

/** One query on a server, on a connection of its own. */
export async function queryServer<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

export type ReplicatedPair = {
  /** postgresql:// URL of a database on the primary / on the replica */
  primaryUrl: (database: string) => string;
  replicaUrl: (database: string) => string;
  stopReplica: () => Promise<void>;
  startReplica: () => Promise<void>;
  /** resolves once the replica streams from the primary again */
  streaming: () => Promise<void>;
  /** resolves once the replica has replayed everything the primary has written so far */
  caughtUp: () => Promise<void>;
  close: () => Promise<void>;
};

export type PairOptions = {
  /** where initdb, pg_ctl, pg_basebackup and postgres are */
  bin?: string;
  /** more postgresql.conf lines for both servers */
  settings?: string[];
};

export async function startReplicatedPair(options: PairOptions = {}): Promise<ReplicatedPair> {
  const bin = options.bin ?? DEFAULT_PG_BIN;
  const tool = async (name: string, args: string[]) => {
    const [file, all] = command(bin, name, args);
    return (await run(file, all, { encoding: "utf8" })).stdout;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-replica-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const primaryDir = path.join(dir, "primary");
  const replicaDir = path.join(dir, "replica");
  const started: string[] = [];
  const stopNow = () => {
    for (const data of started.splice(0)) {
      const [file, args] = command(bin, "pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      spawnSync(file, args, { stdio: "ignore" });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // if the test process ends without closing (a crash, a failed hook), the servers end with it
  process.once("exit", stopNow);

  const start = async (data: string) => {
    await tool("pg_ctl", ["-D", data, "-l", `${data}.log`, "-w", "-t", "30", "start"]);
    if (!started.includes(data)) started.push(data);
  };
  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    await tool("initdb", ["-D", primaryDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
    fs.appendFileSync(
      path.join(primaryDir, "postgresql.conf"),
      [
        "listen_addresses = '127.0.0.1'",
        `port = ${primaryPort}`,
        `unix_socket_directories = '${dir}'`,
        "wal_level = replica",
        "max_wal_senders = 4",
        "fsync = off",
        "max_connections = 60",
        ...(options.settings ?? []),
        "",
      ].join("\n"),
    );
    fs.appendFileSync(path.join(primaryDir, "pg_hba.conf"), "host replication all 127.0.0.1/32 trust\n");
    await start(primaryDir);
    await tool("pg_basebackup", [
      ...["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres"],
      ...["-D", replicaDir, "-R", "-X", "stream", "-c", "fast", "--no-sync"],
    ]);
    fs.appendFileSync(path.join(replicaDir, "postgresql.conf"), `port = ${replicaPort}\n`);
    await start(replicaDir);

    const url = (port: number) => (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
    const primaryUrl = url(primaryPort);
    const replicaUrl = url(replicaPort);
    const streaming = async () => {
      await until("the replica to stream", async () => {
        const rows = await queryServer<{ status: string }>(
          replicaUrl("postgres"),
          "SELECT status FROM pg_stat_wal_receiver",
        );
        return rows[0]?.status === "streaming";
      });
    };
    const caughtUp = async () => {
      const [{ lsn } = { lsn: "" }] = await queryServer<{ lsn: string }>(
        primaryUrl("postgres"),
        "SELECT pg_current_wal_lsn()::text AS lsn",
      );
      await until("the replica to catch up", async () => {
        const rows = await queryServer<{ done: boolean }>(
          replicaUrl("postgres"),
          `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`,
        );
        return rows[0]?.done === true;
      });
    };
    await streaming();
    return {
      primaryUrl,
      replicaUrl,
      stopReplica: async () => {
        await tool("pg_ctl", ["-D", replicaDir, "-m", "fast", "-w", "stop"]);
      },
      startReplica: () => start(replicaDir),
      streaming,
      caughtUp,
      close: async () => {
        process.off("exit", stopNow);
        for (const data of started.splice(0).reverse()) {
          await tool("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
        }
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    process.off("exit", stopNow);
    const logs = [primaryDir, replicaDir]
      .map((d) => `${d}.log`)
      .filter((f) => fs.existsSync(f))
      .map((f) => `${path.basename(f)}:\n${fs.readFileSync(f, "utf8").slice(-2000)}`)
      .join("\n");
    stopNow();
    throw new Error(`could not start the primary and its replica: ${(error as Error).message}\n${logs}`);
  }
}
