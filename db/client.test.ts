import { sql } from "kysely";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openPglite, pgliteHandle } from "./client";

describe("writesSoFar", () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it("is found by a second copy of this module, as the app's build has beside the server's", async () => {
    handle = pgliteHandle(await openPglite(undefined));
    vi.resetModules();
    const copy = await import("./client");
    const writes = copy.writesSoFar(handle.db);
    expect(writes).toBeTypeOf("function");
    const before = writes?.() ?? 0;
    await sql`select 1`.execute(handle.db);
    expect(writes?.()).toBe(before);
    await sql`create table t (x int)`.execute(handle.db);
    // moved once when sent and once when answered
    expect(writes?.()).toBe(before + 2);
  });
});
