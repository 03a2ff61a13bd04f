import { describe, expect, it } from "vitest";
import { summaryErrors } from "./error-summary";

describe("summaryErrors", () => {
  it("counts form-level messages and fields with errors", () => {
    const form = {
      id: "f",
      name: "",
      errors: ["form.failed"],
      allErrors: { "": ["form.failed"], email: ["account.emailInvalid"], name: [] },
    };
    const { formErrors, fieldErrors, count } = summaryErrors(form);
    expect(formErrors).toEqual(["form.failed"]);
    expect(fieldErrors).toEqual([["email", ["account.emailInvalid"]]]);
    expect(count).toBe(2);
  });

  it("leaves out the form's own entry under its name (conform) and is empty without errors", () => {
    expect(summaryErrors({ id: "f", name: "f", allErrors: { f: ["x"] } }).count).toBe(0);
    expect(summaryErrors({ id: "f", name: "", allErrors: {} })).toEqual({
      formErrors: [],
      fieldErrors: [],
      count: 0,
    });
  });
});
