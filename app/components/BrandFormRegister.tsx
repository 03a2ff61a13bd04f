import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import type { brandRegisterSchema } from "~/lib/brand-schemas";
import { BrandFormFields, useBrandFieldLabels } from "./BrandFormFields";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList, Field } from "./Field";
import { Honeypot } from "./Honeypot";
import { LocaleLink } from "./LocaleLink";

type Props = {
  /** a signed-in member registers a brand for their account: only the brand's fields */
  signedIn: boolean;
  result?: SubmissionResult<string[]>;
};

/**
 * The brand registration form: the brand, then (for visitors) the contact person who becomes its owner. No
 * password: its owner chooses it from the link mailed to the address (BrandClaim). Validated on the server
 * only, like every form.
 */
export function BrandFormRegister({ signedIn, result }: Props) {
  const { t } = useTranslation();
  const brandLabels = useBrandFieldLabels();
  const [form, fields] = useForm<z.input<typeof brandRegisterSchema>>({
    id: "brand-register",
    lastResult: result,
  });
  return (
    <>
      <ErrorSummary
        form={form}
        result={result}
        labels={{
          ...brandLabels,
          firstName: t("account.firstName"),
          lastName: t("account.lastName"),
          email: t("account.email"),
          terms: t("account.termsLabel"),
        }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="form brand-form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <fieldset className="brand-form__group">
          <legend>{t("brandAdmin.brandLegend")}</legend>
          <BrandFormFields fields={fields} />
        </fieldset>
        {signedIn ? null : (
          <fieldset className="brand-form__group">
            <legend>{t("brandAdmin.ownerLegend")}</legend>
            <p className="field__hint">{t("brandAdmin.ownerHint")}</p>
            <Field
              meta={fields.email}
              label={t("account.email")}
              type="email"
              autoComplete="email"
              maxLength={254}
            />
            <div className="brand-form__pair">
              <Field
                meta={fields.firstName}
                label={t("account.firstName")}
                autoComplete="given-name"
                maxLength={100}
              />
              <Field
                meta={fields.lastName}
                label={t("account.lastName")}
                autoComplete="family-name"
                maxLength={100}
              />
            </div>
            <div className="field">
              <label className="inline-choice">
                <input
                  {...getInputProps(fields.terms, { type: "checkbox", value: "on" })}
                  aria-describedby={fields.terms.errors?.length ? fields.terms.errorId : undefined}
                  aria-invalid={fields.terms.errors?.length ? true : undefined}
                />{" "}
                {t("account.acceptTerms")}
              </label>
              <span className="field__links">
                <LocaleLink to="/terms">{t("account.termsLink")}</LocaleLink>
                <LocaleLink to="/data-privacy">{t("account.privacyLink")}</LocaleLink>
              </span>
              <ErrorList id={fields.terms.errorId} errors={fields.terms.errors} />
            </div>
          </fieldset>
        )}
        <Honeypot />
        <p>
          <button type="submit">{t("brandAdmin.registerSubmit")}</button>
        </p>
      </Form>
    </>
  );
}
