import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/components/I18n";
import { type brandDashboardSchema, DESCRIPTION_MAX } from "~/lib/brand-schemas";
import { BrandFormFields, useBrandFieldLabels } from "./BrandFormFields";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList, Field } from "./Field";

type ProfileInput = Extract<z.input<typeof brandDashboardSchema>, { intent: "profile" }>;

export type BrandProfileValues = {
  name: string;
  websiteUrl: string;
  imprintUrl: string;
  descriptionDe: string;
  descriptionEn: string;
};

/** The dashboard's profile form: name (the address stays), website, imprint, description in both languages. */
export function BrandAdminProfileForm({
  profile,
  result,
}: {
  profile: BrandProfileValues;
  result?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const labels = useBrandFieldLabels();
  const [form, fields] = useForm<ProfileInput>({
    id: "brand-profile",
    lastResult: result,
    defaultValue: { ...profile, intent: "profile" },
  });
  return (
    <section className="section" aria-labelledby="profile-title">
      <h2 id="profile-title">{t("brandAdmin.profileTitle")}</h2>
      <ErrorSummary
        form={form}
        result={result}
        labels={{
          ...labels,
          descriptionDe: t("brandAdmin.descriptionDe"),
          descriptionEn: t("brandAdmin.descriptionEn"),
        }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="form form--wide brand-form">
        <input type="hidden" name="intent" value="profile" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="brand-form__narrow">
          <BrandFormFields fields={fields} />
        </div>
        <p className="field__hint">{t("brandAdmin.descriptionHint")}</p>
        <div className="language-columns">
          <Field
            meta={fields.descriptionDe}
            label={t("brandAdmin.descriptionDe")}
            multiline
            rows={6}
            maxLength={DESCRIPTION_MAX}
          />
          <Field
            meta={fields.descriptionEn}
            label={t("brandAdmin.descriptionEn")}
            multiline
            rows={6}
            maxLength={DESCRIPTION_MAX}
          />
        </div>
        <p>
          <button type="submit">{t("brandAdmin.profileSave")}</button>
        </p>
      </Form>
    </section>
  );
}
