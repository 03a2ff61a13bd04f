// The id of one list of a section's boxes in the virtual bar's picker: the server writes it, the page's
// script reads the list back by it (docs/decisions/0034-picker-page-light.md). A module of its own, so the
// picker's script does not share a chunk with every other page that groups ingredients by section.
import type { BarSectionKey } from "./bar-sections";

/** The first few boxes of a section, or the rest behind "show all". */
export const boxesId = (key: BarSectionKey, part: "top" | "rest") =>
  part === "top" ? `picker-${key}` : `picker-${key}-all`;
