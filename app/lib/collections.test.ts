import { describe, expect, it } from "vitest";
import { COLLECTION_NAME_MAX } from "./collection-limits";
import { addToCollectionSchema, collectionActionSchema, createCollectionSchema } from "./collections";

describe("createCollectionSchema and addToCollectionSchema", () => {
  it("creates with a trimmed name and an optional description", () => {
    expect(createCollectionSchema.parse({ intent: "create", name: "  Summer party " })).toEqual({
      intent: "create",
      name: "Summer party",
      description: "",
    });
    const long = createCollectionSchema.safeParse({
      intent: "create",
      name: "x".repeat(COLLECTION_NAME_MAX + 1),
    });
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual(["collection.nameTooLong"]);
    const empty = createCollectionSchema.safeParse({ intent: "create", name: "   " });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.message)).toEqual([
      "collection.nameRequired",
    ]);
  });

  it("adds to a chosen collection, or to a new one that needs a name", () => {
    expect(addToCollectionSchema.parse({ intent: "add", recipeId: "7", target: "3" })).toMatchObject({
      recipeId: 7,
      target: 3,
    });
    expect(
      addToCollectionSchema.parse({ intent: "add", recipeId: "7", target: "new", newName: "Stirred" }),
    ).toMatchObject({ target: "new", newName: "Stirred" });
    const unnamed = addToCollectionSchema.safeParse({
      intent: "add",
      recipeId: "7",
      target: "new",
      newName: " ",
    });
    expect(unnamed.success ? [] : unnamed.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["newName", "collection.nameRequired"],
    ]);
    const junk = addToCollectionSchema.safeParse({ intent: "add", recipeId: "7", target: "drop table" });
    expect(junk.success ? [] : junk.error.issues.map((i) => i.message)).toEqual(["collection.chooseOne"]);
  });
});

describe("collectionActionSchema", () => {
  it("knows every intent and refuses directions it does not know", () => {
    for (const intent of ["share", "unshare", "delete"])
      expect(collectionActionSchema.parse({ intent })).toEqual({ intent });
    expect(collectionActionSchema.parse({ intent: "move", recipeId: "4", direction: "up" })).toEqual({
      intent: "move",
      recipeId: 4,
      direction: "up",
    });
    expect(
      collectionActionSchema.safeParse({ intent: "move", recipeId: "4", direction: "left" }).success,
    ).toBe(false);
    expect(collectionActionSchema.safeParse({ intent: "remove", recipeId: "-1" }).success).toBe(false);
  });
});
