import { describe, expect, it } from "vitest";
import { orList } from "./alternatives";

describe("orList", () => {
  it("joins alternatives in the page's language", () => {
    expect(orList(["Rye whiskey", "Bourbon whiskey"], "en")).toBe("Rye whiskey or Bourbon whiskey");
    expect(orList(["Old Tom Gin", "London Dry Gin"], "de")).toBe("Old Tom Gin oder London Dry Gin");
    expect(orList(["A", "B", "C"], "en")).toBe("A, B, or C");
    expect(orList(["A", "B", "C"], "de")).toBe("A, B oder C");
  });
  it("leaves a single name as it is", () => {
    expect(orList(["Gin"], "de")).toBe("Gin");
  });
});
