import { describe, expect, it } from "vitest";
import {
  chosenAlternatives,
  parseAmount,
  publishProblems,
  recipeFormSchema,
  recipeFormSchemaFor,
  steps,
} from "./recipe-form";

const whole = {
  nameDe: "Test",
  stepsDe: "1. Shaken\n2. Abseihen",
  difficulty: "easy" as const,
  glass: "coupe" as const,
  method: "shake" as const,
  lines: [
    { ingredient: 1, amount: "4,5", unit: "cl" as const, alternatives: [] },
    { ingredient: 2, amount: "2.5", unit: "cl" as const, alternatives: [] },
  ],
};

describe("recipe form rules", () => {
  it("reads amounts with a comma or a dot", () => {
    expect(parseAmount("2,5")).toBe(2.5);
    expect(parseAmount("2.5")).toBe(2.5);
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("zwei")).toBeNaN();
    expect(parseAmount("1e3")).toBeNaN();
  });
  it("numbers steps one per line", () => {
    expect(steps("1. Eis\n\n2) Rühren\nAbseihen")).toEqual(["Eis", "Rühren", "Abseihen"]);
  });
  it("needs only a name for a draft", () => {
    expect(recipeFormSchema.safeParse({ nameEn: "Just a name" }).success).toBe(true);
    expect(recipeFormSchema.safeParse({}).success).toBe(false);
  });
  it("needs a whole recipe to publish", () => {
    expect(publishProblems(whole)).toEqual([]);
    expect(publishProblems({ ...whole, lines: whole.lines.slice(0, 1) }).map((p) => p.message)).toContain(
      "author.twoLines",
    );
    expect(publishProblems({ ...whole, stepsDe: "" }).map((p) => p.message)).toContain("author.stepRequired");
    const tooMuch = publishProblems({
      ...whole,
      lines: [...whole.lines, { ingredient: 3, amount: "101", unit: "cl" as const, alternatives: [] }],
    });
    expect(tooMuch).toContainEqual({ path: ["lines", 2, "amount"], message: "author.amountRange" });
    const ozOk = publishProblems({
      ...whole,
      lines: [...whole.lines, { ingredient: 3, amount: "33", unit: "oz" as const, alternatives: [] }],
    });
    expect(ozOk).toEqual([]);
    const zero = publishProblems({
      ...whole,
      lines: [...whole.lines, { ingredient: 3, amount: "0", unit: "cl" as const, alternatives: [] }],
    });
    expect(zero.map((p) => p.message)).toContain("author.amountRange");
  });
  it("reports an unreadable amount even for a draft", () => {
    const r = recipeFormSchema.safeParse({ nameDe: "X", lines: [{ ingredient: "1", amount: "viel" }] });
    expect(r.success).toBe(false);
  });
  it("keeps a line's alternatives once each, never the line's own ingredient, at most three", () => {
    expect(chosenAlternatives({ ingredient: 5, alternatives: [7, undefined, 5, 7, 9] })).toEqual([7, 9]);
    const parsed = recipeFormSchema.safeParse({
      nameDe: "X",
      lines: [{ ingredient: "1", alternatives: ["2", ""] }],
    });
    expect(parsed.success && parsed.data.lines[0]?.alternatives).toEqual([2, undefined]);
    const four = recipeFormSchema.safeParse({
      nameDe: "X",
      lines: [{ ingredient: "1", alternatives: ["2", "3", "4", "5"] }],
    });
    expect(four.success).toBe(false);
    expect(four.error?.issues[0]?.message).toBe("author.tooManyAlternatives");
  });
});

describe("where a missing name or method is asked for", () => {
  const paths = (locale: "de" | "en") => {
    const result = recipeFormSchemaFor(locale).safeParse({ intent: "publish" });
    return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
  };
  it("on the page language's field", () => {
    expect(paths("en")).toEqual(expect.arrayContaining(["nameEn", "stepsEn", "lines"]));
    expect(paths("en")).not.toContain("nameDe");
    expect(paths("de")).toEqual(expect.arrayContaining(["nameDe", "stepsDe", "lines"]));
    expect(paths("de")).not.toContain("nameEn");
  });
});
