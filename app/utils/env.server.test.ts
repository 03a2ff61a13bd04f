import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_NAMES, EnvError, parseEnv } from "./env.server";

/** The problems parseEnv reports for `source`, one line each ([] when it passes). */
function problems(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

describe("parseEnv", () => {
  it("points absolute links at the port the server listens on when PUBLIC_URL is unset", () => {
    expect(parseEnv({ PORT: "3300" }).PUBLIC_URL).toBe("http://localhost:3300");
    expect(parseEnv({ PORT: "3300", PUBLIC_URL: "" }).PUBLIC_URL).toBe("http://localhost:3300");
    expect(parseEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
  });

  it("keeps a configured PUBLIC_URL whatever the port", () => {
    expect(parseEnv({ PORT: "3300", PUBLIC_URL: "https://cocktails.example" }).PUBLIC_URL).toBe(
      "https://cocktails.example",
    );
  });

  it("has the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATABASE_POOL_MAX: 10,
      PGLITE_DIR: "data/pglite",
      TRUST_PROXY: 0,
      MAIL_OUTBOX: "data/mail",
      MAIL_POLL_MS: 5000,
      COMPRESSION: true,
      PAGE_CACHE: true,
      BODY_LIMIT_BYTES: 1024 * 1024,
      CONTACT_RATE_LIMIT: 5,
      ACCOUNT_RATE_LIMIT: 5,
      LOGIN_RATE_LIMIT: 10,
      SECURITY_LOG: true,
      CLUSTER_PREPARED: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.WEB_CONCURRENCY).toBeUndefined();
    expect(env.LOG_LEVEL).toBeUndefined();
  });

  it("reads numbers, switches and proxy settings", () => {
    const env = parseEnv({
      PORT: " 8080 ",
      BODY_LIMIT_BYTES: "2048",
      COMPRESSION: "OFF",
      PAGE_CACHE: "no",
      SECURITY_LOG: "off",
      WEB_CONCURRENCY: "4",
      MAIL_POLL_MS: "50",
      LOG_LEVEL: "debug",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      BODY_LIMIT_BYTES: 2048,
      COMPRESSION: false,
      PAGE_CACHE: false,
      SECURITY_LOG: false,
      WEB_CONCURRENCY: 4,
      MAIL_POLL_MS: 50,
      LOG_LEVEL: "debug",
    });
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, ::1" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(parseEnv({ CLUSTER_PREPARED: "1", WORKER_SLOT: "2" })).toMatchObject({
      CLUSTER_PREPARED: true,
      WORKER_SLOT: 2,
    });
  });

  it("ignores variables it does not know", () => {
    expect(() => parseEnv({ PATH: "/usr/bin", SOMETHING_ELSE: "x" })).not.toThrow();
  });

  it("names the variable, its value and what it must be", () => {
    expect(problems({ PORT: "abc" })).toEqual(['PORT="abc": must be a whole number from 1 to 65535']);
    expect(problems({ PORT: "0" })).toEqual(['PORT="0": must be a whole number from 1 to 65535']);
    expect(problems({ PORT: "70000" })).toHaveLength(1);
    expect(problems({ BODY_LIMIT_BYTES: "100" })).toEqual([
      'BODY_LIMIT_BYTES="100": must be a whole number of at least 1024',
    ]);
    expect(problems({ BODY_LIMIT_BYTES: "1e6" })).toHaveLength(1);
    expect(problems({ TRUST_PROXY: "yes please" })[0]).toMatch(/^TRUST_PROXY="yes please": must be a number/);
    expect(problems({ TRUST_PROXY: "10.0.0.0/99" })).toHaveLength(1);
    expect(problems({ TRUST_PROXY: "true" })).toHaveLength(1);
    expect(problems({ COMPRESSION: "maybe" })).toEqual(['COMPRESSION="maybe": must be on or off']);
    expect(problems({ PAGE_CACHE: "disabled" })).toEqual(['PAGE_CACHE="disabled": must be on or off']);
    expect(problems({ WEB_CONCURRENCY: "65" })).toEqual([
      'WEB_CONCURRENCY="65": must be a whole number from 1 to 64',
    ]);
    expect(problems({ DATABASE_POOL_MAX: "0" })).toHaveLength(1);
    expect(problems({ MAIL_POLL_MS: "10" })).toEqual([
      'MAIL_POLL_MS="10": must be a whole number of at least 50',
    ]);
    expect(problems({ LOG_LEVEL: "loud" })[0]).toMatch(/^LOG_LEVEL="loud": must be one of fatal, error/);
    expect(problems({ NODE_ENV: "staging" })[0]).toMatch(/^NODE_ENV="staging"/);
    expect(problems({ PUBLIC_URL: "not a url" })).toEqual([
      'PUBLIC_URL="not a url": must be an http:// or https:// URL',
    ]);
    expect(problems({ PUBLIC_URL: "ftp://cocktails.example" })).toHaveLength(1);
    expect(problems({ LOGIN_RATE_LIMIT: "-1" })).toHaveLength(1);
  });

  it("never repeats a secret in its message", () => {
    expect(problems({ SESSION_SECRET: "short-secret" })).toEqual([
      "SESSION_SECRET: must be at least 32 characters",
    ]);
    expect(problems({ DATABASE_URL: "mysql://user:hunter2@db/x" })).toEqual([
      "DATABASE_URL: must be a postgresql:// URL",
    ]);
    expect(problems({ SMTP_URL: "http://user:hunter2@mail" })).toEqual([
      "SMTP_URL: must be an smtp:// or smtps:// URL",
    ]);
  });

  it("demands SESSION_SECRET with DATABASE_URL in production, not with the embedded database", () => {
    const url = "postgresql://app@db.example/cocktails";
    expect(problems({ NODE_ENV: "production", DATABASE_URL: url })).toEqual([
      "SESSION_SECRET: must be set with DATABASE_URL in production",
    ]);
    expect(problems({ NODE_ENV: "production" })).toEqual([]);
    expect(problems({ NODE_ENV: "production", DATABASE_URL: url, SESSION_SECRET: "x".repeat(32) })).toEqual(
      [],
    );
  });

  it("reads replica URLs as a list, only beside DATABASE_URL, and never repeats them", () => {
    const url = "postgresql://app@db.example/cocktails";
    expect(parseEnv({}).DATABASE_REPLICA_URLS).toEqual([]);
    expect(parseEnv({ DATABASE_URL: url, DATABASE_REPLICA_URLS: "" }).DATABASE_REPLICA_URLS).toEqual([]);
    expect(
      parseEnv({
        DATABASE_URL: url,
        DATABASE_REPLICA_URLS:
          " postgresql://app@r1.example/cocktails, postgres://app@r2.example/cocktails ,",
      }).DATABASE_REPLICA_URLS,
    ).toEqual(["postgresql://app@r1.example/cocktails", "postgres://app@r2.example/cocktails"]);
    expect(
      problems({ DATABASE_URL: url, DATABASE_REPLICA_URLS: "postgresql://r1/x,mysql://u:hunter2@r2" }),
    ).toEqual(["DATABASE_REPLICA_URLS: must be postgresql:// URLs, comma-separated"]);
    expect(problems({ DATABASE_REPLICA_URLS: "postgresql://u:hunter2@r1/x" })).toEqual([
      "DATABASE_REPLICA_URLS: needs DATABASE_URL (the primary they copy)",
    ]);
  });

  it("reports every bad value at once, in the schema's order", () => {
    expect(
      problems({ PORT: "x", BODY_LIMIT_BYTES: "1", COMPRESSION: "?" }).map((p) => p.split("=")[0]),
    ).toEqual(["PORT", "COMPRESSION", "BODY_LIMIT_BYTES"]);
  });
});

describe("the documentation", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  /** Variables set by the supervisor or by Vitest, not by an operator. */
  const INTERNAL = ["WORKER_SLOT", "CLUSTER_PREPARED", "VITEST"];
  const documented = ENV_NAMES.filter((name) => !INTERNAL.includes(name));

  it("README's configuration table lists exactly the schema's variables", () => {
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
    const section = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("## Running in production"),
    );
    const listed = [...section.matchAll(/^\| ((?:`[A-Z_]+`(?:, )?)+) \|/gm)].flatMap((m) =>
      [...(m[1] ?? "").matchAll(/`([A-Z_]+)`/g)].map((n) => n[1]),
    );
    expect([...listed].sort()).toEqual([...documented].sort());
  });

  it(".env.example names exactly the schema's variables", () => {
    const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
    const named = [...example.matchAll(/^#? ?([A-Z][A-Z_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(named)].sort()).toEqual([...documented].sort());
  });
});

describe("the start check", () => {
  it("ends the process with one line per bad value and no stack trace", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-env-"));
    try {
      const script = path.join(dir, "start.ts");
      fs.writeFileSync(
        script,
        `import { checkedEnv } from ${JSON.stringify(path.resolve(import.meta.dirname, "env.server.ts"))};\ncheckedEnv(${JSON.stringify(path.join(dir, "none.env"))});\nconsole.log("started");\n`,
      );
      const run = spawnSync(process.execPath, ["--import", "tsx", script], {
        env: { NODE_ENV: "production", PORT: "eighty", BODY_LIMIT_BYTES: "10", TRUST_PROXY: "everyone" },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stdout).not.toContain("started");
      expect(run.stderr).toContain("Invalid configuration:");
      expect(run.stderr).toContain('PORT="eighty": must be a whole number from 1 to 65535');
      expect(run.stderr).toContain('BODY_LIMIT_BYTES="10": must be a whole number of at least 1024');
      expect(run.stderr).toContain('TRUST_PROXY="everyone"');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads a .env file, and the environment wins over it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-env-"));
    try {
      const envFile = path.join(dir, "test.env");
      fs.writeFileSync(envFile, "PORT=4100\nMAIL_POLL_MS=700\n");
      const script = path.join(dir, "start.ts");
      fs.writeFileSync(
        script,
        `import { checkedEnv } from ${JSON.stringify(path.resolve(import.meta.dirname, "env.server.ts"))};\nconst env = checkedEnv(${JSON.stringify(envFile)});\nconsole.log(env.PORT, env.MAIL_POLL_MS);\n`,
      );
      const run = spawnSync(process.execPath, ["--import", "tsx", script], {
        env: { NODE_ENV: "production", MAIL_POLL_MS: "900" },
        encoding: "utf8",
      });
      expect(run.stderr).toBe("");
      expect(run.stdout.trim()).toBe("4100 900");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
