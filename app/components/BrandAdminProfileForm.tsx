import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
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

/**
 * The dashboard's profile form. The owner edits name (the address stays), website, imprint and the description
 * in both languages; a plain member of the team sees name and links as text and edits the descriptions only.
 */
export function BrandAdminProfileForm({
  profile,
  owner,
  result,
}: {
  profile: BrandProfileValues;
  /** the signed-in member owns the brand */
  owner: boolean;
  result?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const labels = useBrandFieldLabels();
  const [form, fields] = useForm<ProfileInput>({
    id: "brand-profile",
    lastResult: result,
    defaultValue: { ...profile, intent: owner ? "profile" : "description" },
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
        <input type="hidden" name="intent" value={owner ? "profile" : "description"} />
        <ErrorList id={form.errorId} errors={form.errors} />
        {owner ? (
          <div className="brand-form__narrow">
            <BrandFormFields fields={fields} />
          </div>
        ) : (
          <>
            <dl className="brand-form__narrow brand-admin__facts">
              <dt>{labels.name}</dt>
              <dd>{profile.name}</dd>
              <dt>{labels.websiteUrl}</dt>
              <dd>{profile.websiteUrl}</dd>
              <dt>{labels.imprintUrl}</dt>
              <dd>{profile.imprintUrl}</dd>
            </dl>
            <p className="field__hint">{t("brandAdmin.ownerFieldsNote")}</p>
          </>
        )}
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
