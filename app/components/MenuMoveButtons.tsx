import { useTranslation } from "~/components/I18n";
import { type MoveKind, moveButtonId } from "~/lib/menu-changes";
import { MenuActionButton } from "./MenuActionButton";

/**
 * "Up" and "Down" for an entry at `position` of `total` (1-based): plain POST forms. Only the buttons that
 * can move are shown; `focus` names the button to focus after the page loads (the one just pressed).
 */
export function MenuMoveButtons({
  kind,
  id,
  intent,
  field,
  position,
  total,
  upLabel,
  downLabel,
  focus,
}: {
  kind: MoveKind;
  id: number;
  intent: string;
  field: string;
  position: number;
  total: number;
  upLabel: string;
  downLabel: string;
  focus: string | null;
}) {
  const { t } = useTranslation();
  const up = moveButtonId(kind, id, "up");
  const down = moveButtonId(kind, id, "down");
  return (
    <>
      {position > 1 ? (
        <MenuActionButton
          id={up}
          fields={{ intent, [field]: id, direction: "up" }}
          label={upLabel}
          autoFocus={focus === up}
        >
          <span aria-hidden="true">↑</span> {t("brandMenu.up")}
        </MenuActionButton>
      ) : null}
      {position < total ? (
        <MenuActionButton
          id={down}
          fields={{ intent, [field]: id, direction: "down" }}
          label={downLabel}
          autoFocus={focus === down}
        >
          <span aria-hidden="true">↓</span> {t("brandMenu.down")}
        </MenuActionButton>
      ) : null}
    </>
  );
}
