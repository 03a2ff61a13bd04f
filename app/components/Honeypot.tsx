import { useTranslation } from "~/components/I18n";

/** A field people never see and bots fill in; forms that find it filled do nothing. */
export function Honeypot({ name = "website" }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`hp-${name}`}>{t("contact.honeypot")}</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
