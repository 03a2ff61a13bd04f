import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loginActionSchema } from "./account-schemas";
import { boundForm, checkName, FORM_LIMITS, formShape, nameParts } from "./form-shape";
import { bookActionSchema } from "./menu-schemas";
import { MAX_LINES, recipeFormSchema } from "./recipe-form";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("nameParts", () => {
  it("reads names as conform does", () => {
    expect(nameParts("email")).toEqual(["email"]);
    expect(nameParts("lines[3].ingredient")).toEqual(["lines", 3, "ingredient"]);
    expect(nameParts("a.b")).toEqual(["a", "b"]);
    expect(nameParts("todos[]")).toEqual(["todos", ""]);
  });
  it("gives up on names conform would refuse, and on long or deep ones", () => {
    expect(nameParts("")).toBeNull();
    expect(nameParts(".a")).toBeNull();
    expect(nameParts("a..b")).toBeNull();
    expect(nameParts("a[x]")).toBeNull();
    expect(nameParts("a".repeat(FORM_LIMITS.maxNameLength + 1))).toBeNull();
    expect(nameParts(Array.from({ length: 2000 }, () => "a").join("."))).toBeNull();
  });
  it("keeps a huge index huge instead of rounding it into range", () => {
    expect(nameParts("a[99999999999999999999]")).toEqual(["a", Number.POSITIVE_INFINITY]);
  });
});

describe("checkName against real schemas", () => {
  const recipe = formShape(recipeFormSchema);
  it("knows a recipe's fields and its lines up to one past the maximum", () => {
    expect(checkName(recipe, "nameDe")).toBe("known");
    expect(checkName(recipe, "lines[0].ingredient")).toBe("known");
    expect(checkName(recipe, `lines[${MAX_LINES}].amount`)).toBe("known");
    expect(checkName(recipe, `lines[${MAX_LINES + 1}].amount`)).toBe("out-of-bounds");
    expect(checkName(recipe, "lines[99999].ingredient")).toBe("out-of-bounds");
  });
  it("does not know names the schema has not, nor prototype keys", () => {
    expect(checkName(recipe, "a[20000000]")).toBe("unknown");
    expect(checkName(recipe, "nameDe.x")).toBe("unknown");
    expect(checkName(recipe, "lines.x")).toBe("unknown");
    expect(checkName(recipe, "__proto__.polluted")).toBe("unknown");
    expect(checkName(recipe, "lines[0].constructor")).toBe("unknown");
  });
  it("takes the fields of every branch of a discriminated union", () => {
    const login = formShape(loginActionSchema);
    for (const name of ["intent", "email", "password", "redirectTo"])
      expect(checkName(login, name)).toBe("known");
    expect(checkName(login, "website")).toBe("unknown");
  });
  it("follows optional, default, effects and pipelines to the object inside", () => {
    const schema = z
      .object({
        tags: z.array(z.string()).max(3).optional(),
        nested: z.object({ a: z.string() }).default({ a: "" }),
      })
      .transform((v) => v)
      .pipe(z.any());
    const shape = formShape(schema);
    expect(checkName(shape, "tags[3]")).toBe("known");
    expect(checkName(shape, "tags[4]")).toBe("out-of-bounds");
    expect(checkName(shape, "nested.a")).toBe("known");
    expect(checkName(shape, "nested.b")).toBe("unknown");
  });
  it("bounds lists without a maximum, and the brand book's id list by its own", () => {
    expect(checkName(formShape(z.object({ ids: z.array(z.string()) })), "ids[51]")).toBe("out-of-bounds");
    expect(checkName(formShape(bookActionSchema), "i[0]")).not.toBe("out-of-bounds");
  });
});

describe("boundForm", () => {
  const shape = formShape(loginActionSchema);
  it("passes known fields, leaves unknown ones out and lists them", () => {
    const result = boundForm(
      form([
        ["intent", "login"],
        ["email", "a@b.de"],
        ["a[20000000]", "1"],
      ]),
      shape,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.form.keys()]).toEqual(["intent", "email"]);
    expect(result.ignored).toEqual(["a[20000000]"]);
  });
  it("refuses an index past a list's bound, and too many fields", () => {
    const recipe = formShape(recipeFormSchema);
    expect(boundForm(form([["lines[99999].ingredient", "1"]]), recipe)).toMatchObject({
      ok: false,
      reason: "out-of-bounds",
    });
    const many = form(
      Array.from({ length: FORM_LIMITS.maxFields + 1 }, () => ["email", ""] as [string, string]),
    );
    expect(boundForm(many, shape)).toMatchObject({ ok: false, reason: "too-many-fields" });
  });
  it("checks conform's list intents like names", () => {
    const recipe = formShape(recipeFormSchema);
    const intent = (payload: object) => form([["__intent__", JSON.stringify({ type: "insert", payload })]]);
    expect(boundForm(intent({ name: "lines" }), recipe).ok).toBe(true);
    expect(boundForm(intent({ name: "lines", index: 2 }), recipe).ok).toBe(true);
    expect(boundForm(intent({ name: "lines", index: 20000000 }), recipe).ok).toBe(false);
    expect(boundForm(intent({ name: "a[20000000]" }), recipe).ok).toBe(false);
    const update = JSON.stringify({
      type: "update",
      payload: { name: "nameDe", value: [[[[[[[[["x"]]]]]]]]] },
    });
    expect(boundForm(form([["__intent__", update]]), recipe).ok).toBe(false);
    expect(boundForm(form([["__intent__", "{not json"]]), recipe).ok).toBe(false);
    expect(boundForm(form([["__state__", "x".repeat(FORM_LIMITS.maxControlLength + 1)]]), recipe).ok).toBe(
      false,
    );
  });
});
