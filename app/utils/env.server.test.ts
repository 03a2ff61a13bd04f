import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

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

  it("refuses an invalid port or address, naming the setting", () => {
    expect(() => parseEnv({ PORT: "0" })).toThrow(/PORT/);
    expect(() => parseEnv({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });
});
