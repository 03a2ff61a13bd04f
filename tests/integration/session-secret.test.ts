import { expect, it } from "vitest";

// server.ts keeps a secret beside the embedded data when none is configured and hands it to the
// configuration. The server and the app it serves are bundled apart, each with its own copy of
// app/utils/env.server.ts: the app's copy must see the secret too, or `npm start` cannot sign a session.
it("the secret provided to one copy of the configuration reaches another, as in the two bundles", async () => {
  const before = { ...process.env };
  try {
    delete process.env.SESSION_SECRET;
    // the embedded setup: no database server, production
    delete process.env.DATABASE_URL;
    process.env.NODE_ENV = "production";
    const copy = (name: string) =>
      import(/* @vite-ignore */ `../../app/utils/env.server?${name}`) as Promise<
        typeof import("../../app/utils/env.server")
      >;
    const server = await copy("server-copy");
    const app = await copy("app-copy");
    app.resetEnvCache();
    expect(() => app.sessionSecrets()).toThrow(/SESSION_SECRET is not set/);
    server.provideSessionSecret("k".repeat(64));
    app.resetEnvCache();
    expect(app.sessionSecrets()).toEqual(["k".repeat(64)]);
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
    Object.assign(process.env, before);
  }
});
