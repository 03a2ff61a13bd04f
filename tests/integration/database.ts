// A fresh database for one test file, cloned from the one global-setup prepared.
import crypto from "node:crypto";
import fs from "node:fs";
import { type ActionFunctionArgs, type AppLoadContext, data, type LoaderFunctionArgs } from "@remix-run/node";
import pg from "pg";
import { inject } from "vitest";
import { createSession } from "../../app/models/sessions.server";
import { confirmEmail, createUser } from "../../app/models/users.server";
import { sessionCookie } from "../../app/utils/auth.server";
import { type DatabaseHandle, openPglite, pgliteHandle, postgresHandle } from "../../db/client";

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const config = inject("testDb");
  if (!config) {
    throw new Error(
      'no test database: a test file that uses one calls createTestDatabase() itself, so vite.config.ts puts it in the Vitest project "integration", whose global setup prepares the database',
    );
  }
  if (config.kind === "pglite") {
    const snapshot = new Blob([fs.readFileSync(config.snapshot)]);
    return pgliteHandle(await openPglite(undefined, snapshot));
  }
  const name = `${config.template}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: withDatabase(config.serverUrl, "postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${config.template}`);
  } finally {
    await admin.end();
  }
  const handle = postgresHandle(withDatabase(config.serverUrl, name), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: withDatabase(config.serverUrl, "postgres") });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function loadContext(handle: DatabaseHandle, overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return { db: handle.db, cspNonce: "", buildVersion: "test", clientIp: "127.0.0.1", ...overrides };
}

/** A request as the browser would send it from a page of this site. */
export function formRequest(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return new Request(new URL(url, "http://localhost:3000"), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      ...headers,
    },
  });
}

export function getRequest(url: string, headers: Record<string, string> = {}) {
  return new Request(new URL(url, "http://localhost:3000"), { headers });
}

/**
 * What `data()` (Remix's public helper for a body with a status or headers) makes. Recognised by being an
 * instance of the same class as a value made by `data()` itself, so no internal tag or field name is matched.
 */
const DataResult = Object.getPrototypeOf(data(null)).constructor as new (
  ...args: never[]
) => ReturnType<typeof data<unknown>>;

function isDataResult(value: unknown): value is ReturnType<typeof data<unknown>> {
  return value instanceof DataResult;
}

/**
 * What a loader or action gave back, as the HTTP response Remix would send: a Response as it is, `data()`
 * with its status and headers, a plain object as JSON with status 200.
 */
export function asResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  if (isDataResult(value)) return Response.json(value.data, value.init ?? undefined);
  return Response.json(value);
}

/** The response a loader or action returned or threw (Remix throws redirects and expected errors). */
export async function settle(result: Promise<unknown>): Promise<Response> {
  try {
    return asResponse(await result);
  } catch (error) {
    if (error instanceof Response || isDataResult(error)) return asResponse(error);
    throw error;
  }
}

/** The response a loader or action threw; fails when it returned instead. */
export async function thrown(fn: () => Promise<unknown>): Promise<Response> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof Response || isDataResult(error)) return asResponse(error);
    throw error;
  }
  throw new Error("expected a thrown response");
}

/** An ingredient's id by its stable key (the seed's content files name ingredients by key). */
export async function ingredientId(handle: DatabaseHandle, key: string): Promise<number> {
  const row = await handle.db
    .selectFrom("ingredients")
    .select("id")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A confirmed member with a session: its id, the session token and the Cookie header that carries it. */
export async function createMember(
  handle: DatabaseHandle,
  email: string,
  name = { first: "Test", last: "Member" },
) {
  const created = await createUser(handle.db, {
    email,
    passwordHash: "not a real hash: these members log in through their session",
    firstName: name.first,
    lastName: name.last,
    newsletter: false,
    locale: "en",
  });
  if (!created.ok) throw new Error(`${email} exists already`);
  await confirmEmail(handle.db, created.id);
  const token = await createSession(handle.db, created.id);
  return { id: created.id, token, cookie: (await sessionCookie(token)).split(";")[0] ?? "" };
}

type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;

/** A loader's answer to a GET of `url`, with the session cookie when one is given. */
export function callLoader(
  loader: Loader,
  url: string,
  params: Record<string, string>,
  context: AppLoadContext,
  cookie?: string,
) {
  const request = getRequest(url, cookie ? { Cookie: cookie } : {});
  return settle(Promise.resolve(loader({ request, params, context })));
}

/** An action's answer to a form sent from a page of this site, with the session cookie when one is given. */
export function callAction(
  action: Action,
  url: string,
  params: Record<string, string>,
  fields: Record<string, string>,
  context: AppLoadContext,
  cookie?: string,
) {
  const request = formRequest(url, fields, cookie ? { Cookie: cookie } : {});
  return settle(Promise.resolve(action({ request, params, context })));
}
