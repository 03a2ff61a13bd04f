import { describe, expect, it } from "vitest";
import { fieldErrors, formErrors } from "./submission";

describe("submission errors without conform", () => {
  const result = { error: { "": ["form.failed"], stars: ["rating.invalid"], intent: null } };

  it("gives the form's own errors and every field's", () => {
    expect(formErrors("rate-form", result)).toEqual({
      id: "rate-form",
      name: "",
      errors: ["form.failed"],
      allErrors: { "": ["form.failed"], stars: ["rating.invalid"] },
    });
    expect(formErrors("f", undefined)).toEqual({ id: "f", name: "", errors: undefined, allErrors: {} });
  });

  it("names a field as conform does", () => {
    expect(fieldErrors("rate-form", "stars", result)).toEqual({
      id: "rate-form-stars",
      name: "stars",
      errorId: "rate-form-stars-error",
      errors: ["rating.invalid"],
    });
    expect(fieldErrors("rate-form", "intent", result).errors).toBeUndefined();
  });
});
