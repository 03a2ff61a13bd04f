import { useTranslation } from "~/components/I18n";
import { paragraphs, type ShownText } from "~/lib/brand-text";

/**
 * A brand's or product's text in the page's language or, until it is translated, in the other one: then it
 * carries its own lang attribute (so a screen reader switches voice) and a visible "not yet translated" mark.
 */
export function BrandText({ shown, className }: { shown: ShownText | null; className?: string }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <div className={className}>
      {shown.translated ? null : <p className="badge">{t("brand.notTranslated")}</p>}
      <div lang={shown.translated ? undefined : shown.lang}>
        {paragraphs(shown.text).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}

/** One line of such a text (the brand list, search hits), with the same marks. */
export function BrandTextLine({ shown, className }: { shown: ShownText | null; className?: string }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <p className={className}>
      {shown.translated ? null : <span className="badge">{t("brand.notTranslated")}</span>}{" "}
      <span lang={shown.translated ? undefined : shown.lang}>{shown.text}</span>
    </p>
  );
}
