import { z } from "zod";
import { DIFFICULTIES } from "../../db/domain";

// A published version of a recipe as stored in recipe_revisions.snapshot (JSON). Read back through this
// schema: an old or damaged snapshot is refused instead of being written into a recipe unchecked.

const text = z.string().max(20_000).default("");

export const revisionSnapshotSchema = z.object({
  name_de: text,
  name_en: text,
  description_de: text,
  description_en: text,
  instructions_de: text,
  instructions_en: text,
  garnish_de: text,
  garnish_en: text,
  difficulty: z.enum(DIFFICULTIES).default("easy"),
  glass: z.string().max(40).default("coupe"),
  method: z.string().max(40).default("shake"),
  lines: z
    .array(
      z.object({
        ingredient_id: z.number().int().positive(),
        // revisions written before lines had alternatives have none
        alternative_ids: z.array(z.number().int().positive()).max(10).default([]),
        amount: z.number().positive().nullable(),
        unit: z.string().max(20),
        optional: z.boolean(),
        exact: z.boolean(),
      }),
    )
    .max(30),
});

export type RevisionSnapshot = z.infer<typeof revisionSnapshotSchema>;

/** The snapshot, or null when it does not have the shape a revision must have. */
export function readRevisionSnapshot(value: unknown): RevisionSnapshot | null {
  const parsed = revisionSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
