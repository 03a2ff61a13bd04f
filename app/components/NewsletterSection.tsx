import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";

/** The account page's newsletter switch: a checkbox to subscribe, one button to unsubscribe. */
export function NewsletterSection({ subscribed }: { subscribed: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t("account.newsletterTitle")}</h2>
      <p>{subscribed ? t("account.newsletterIsOn") : t("account.newsletterIsOff")}</p>
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="newsletter" />
        {subscribed ? (
          // Submitting while subscribed always unsubscribes (nextNewsletter), so the form is one button.
          <button type="submit" className="button--secondary">
            {t("account.newsletterUnsubscribe")}
          </button>
        ) : (
          <>
            <label className="inline-choice">
              <input type="checkbox" name="newsletter" value="on" /> {t("account.newsletterCheckbox")}
            </label>
            <button type="submit" className="button--secondary">
              {t("account.newsletterSave")}
            </button>
          </>
        )}
      </Form>
    </section>
  );
}
