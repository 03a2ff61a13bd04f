import { describe, expect, it } from "vitest";
import { hasFormErrors } from "./forms";

describe("hasFormErrors", () => {
  it("sees field and form errors in a conform reply, alone or under result", () => {
    expect(hasFormErrors({ status: "error", error: { email: ["account.emailInvalid"] } })).toBe(true);
    expect(hasFormErrors({ status: "error", error: { "": ["form.rejected"] } })).toBe(true);
    expect(hasFormErrors({ result: { status: "error", error: { nameDe: ["x"] } }, clash: null })).toBe(true);
  });
  it("is false for no data, a success and a list intent's answer", () => {
    expect(hasFormErrors(undefined)).toBe(false);
    expect(hasFormErrors({ resent: true })).toBe(false);
    expect(hasFormErrors({ status: "success", error: {} })).toBe(false);
    expect(hasFormErrors({ result: { intent: { type: "insert" }, error: { lines: null } } })).toBe(false);
  });
});
