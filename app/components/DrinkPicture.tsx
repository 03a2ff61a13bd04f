import { useId } from "react";
import { drinkSvg } from "~/lib/drink-picture-svg";
import { emptyScene, readScene } from "../../db/drink-scene";

/**
 * A recipe's drink picture, drawn inline from its stored scene (recipes.picture). Decorative: hidden from
 * screen readers (the name and glass are in the text beside it). A missing or unreadable scene shows the
 * empty glass.
 */
export function DrinkPicture({
  picture,
  glass,
  className,
}: {
  picture: unknown;
  glass: string;
  className?: string;
}) {
  // Unique per picture on the page: a sunrise's gradient is referenced by id.
  const id = `dp${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const scene = readScene(picture) ?? emptyScene(glass);
  return (
    <span
      className={className ? `drink-picture ${className}` : "drink-picture"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup drawn by drinkSvg from a scene checked by readScene (hex colours, numbers, fixed names), never from user text
      dangerouslySetInnerHTML={{ __html: drinkSvg(scene, id) }}
    />
  );
}
