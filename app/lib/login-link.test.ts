import { describe, expect, it } from "vitest";
import { loginLink } from "./login-link";

describe("loginLink", () => {
  it("comes back to the page it was clicked on, with its query", () => {
    expect(loginLink("/en/recipe/negroni", "?servings=2")).toBe(
      "/user/login?redirectTo=%2Fen%2Frecipe%2Fnegroni%3Fservings%3D2",
    );
    expect(loginLink("/de", "")).toBe("/user/login?redirectTo=%2Fde");
  });
  it("carries no way back from an account page or an unknown path", () => {
    expect(loginLink("/en/user/register", "?redirectTo=/en/recipe/filter")).toBe("/user/login");
    expect(loginLink("/en/user/login", "")).toBe("/user/login");
    expect(loginLink("//evil.example/en/x", "")).toBe("/user/login");
  });
});
