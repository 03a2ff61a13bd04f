import { describe, expect, it } from "vitest";
import { isAccountPage } from "./login-link";

describe("isAccountPage", () => {
  it("knows the pages for getting in, with or without a query", () => {
    expect(isAccountPage("/en/user/login")).toBe(true);
    expect(isAccountPage("/de/user/register?redirectTo=%2Fde")).toBe(true);
    expect(isAccountPage("/en/user/register-confirmed?token=x")).toBe(true);
  });
  it("lets every other page be the way back", () => {
    expect(isAccountPage("/en/recipe/negroni?servings=2")).toBe(false);
    expect(isAccountPage("/de")).toBe(false);
    expect(isAccountPage("/en/users-guide")).toBe(false);
    expect(isAccountPage("/en/user/favourites")).toBe(false);
  });
});
