import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/components/I18n";

/**
 * "Share this bar": the results' own URL in a read-only field anyone can select and copy; with JavaScript
 * also a button that copies it and says so in a live region.
 */
export function ShareBarLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [canCopy, setCanCopy] = useState(false);
  // The link last copied: a changed bar is not "copied" until copied again.
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  return (
    <section aria-labelledby={`${id}-title`} className="section share-bar">
      <h2 id={`${id}-title`}>{t("bar.shareTitle")}</h2>
      <div className="field">
        <label htmlFor={`${id}-url`}>{t("bar.shareLabel")}</label>
        <div className="share-bar__row">
          <input id={`${id}-url`} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          {canCopy ? (
            <button
              type="button"
              className="button--secondary"
              onClick={() => {
                navigator.clipboard.writeText(url).then(
                  () => setCopiedUrl(url),
                  () => setCopiedUrl(null),
                );
              }}
            >
              {t("bar.copyLink")}
            </button>
          ) : null}
        </div>
        <p aria-live="polite" className="field__hint">
          {copiedUrl === url ? t("bar.copied") : ""}
        </p>
      </div>
    </section>
  );
}
