import { describe, expect, it } from "vitest";
import { readRevisionSnapshot } from "./revision";

const line = {
  ingredient_id: 3,
  amount: 4.5,
  unit: "cl",
  optional: false,
  exact: false,
  alternative_ids: [7],
};

describe("readRevisionSnapshot", () => {
  it("reads a snapshot and fills texts an older snapshot lacks", () => {
    const s = readRevisionSnapshot({ name_de: "Daiquiri", difficulty: "easy", lines: [line] });
    expect(s?.name_de).toBe("Daiquiri");
    expect(s?.garnish_en).toBe("");
    expect(s?.lines).toEqual([line]);
  });
  it("reads a line written before lines had alternatives as having none", () => {
    const { alternative_ids: _, ...older } = line;
    expect(readRevisionSnapshot({ lines: [older] })?.lines).toEqual([{ ...older, alternative_ids: [] }]);
  });
  it("refuses damaged snapshots", () => {
    expect(readRevisionSnapshot(null)).toBeNull();
    expect(readRevisionSnapshot({ lines: "x" })).toBeNull();
    expect(readRevisionSnapshot({ difficulty: "impossible", lines: [] })).toBeNull();
    expect(readRevisionSnapshot({ lines: [{ ...line, ingredient_id: "3" }] })).toBeNull();
  });
});
