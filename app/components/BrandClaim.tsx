import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList } from "./Field";
import { LocaleLink } from "./LocaleLink";
import { NewPasswordFields } from "./NewPasswordFields";

export type BrandClaimState = "new" | "visitor" | "otherAddress" | "attach";

export type BrandClaimDetails = {
  brandName: string;
  website: string;
  imprintUrl: string;
  contact: string;
  email: string;
};

type Props = {
  state: BrandClaimState;
  details: BrandClaimDetails;
  token: string;
  /** this page's address, to come back to after the login */
  back: string;
  result?: SubmissionResult<string[]>;
};

/**
 * The page a brand registration's mail links to. It shows what was registered, then what the person who opened
 * it can do: choose the password of the new account (an address without one), log in first, or, signed in
 * with the address, add the brand to their account. Opening it changes nothing; each step is a POST.
 */
export function BrandClaim({ state, details, token, back, result }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ password: string; confirmPassword: string; token: string }>({
    id: "brand-claim",
    lastResult: result,
  });
  return (
    <article className="prose brand-register">
      <h1>{t("brandAdmin.claimTitle")}</h1>
      <p>{t("brandAdmin.claimIntro")}</p>
      <dl className="brand-admin__facts">
        <dt>{t("brandAdmin.brandName")}</dt>
        <dd>{details.brandName}</dd>
        <dt>{t("brandAdmin.websiteUrl")}</dt>
        <dd>{details.website}</dd>
        <dt>{t("brandAdmin.imprintUrl")}</dt>
        <dd>{details.imprintUrl}</dd>
        <dt>{t("brandAdmin.claimContact")}</dt>
        <dd>{details.contact}</dd>
        <dt>{t("account.email")}</dt>
        <dd>{details.email}</dd>
      </dl>
      <ErrorSummary
        form={form}
        result={result}
        labels={{ password: t("account.password"), confirmPassword: t("account.confirmPassword") }}
      />
      {state === "new" ? (
        <Form method="post" {...getFormProps(form)} noValidate className="form">
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="token" value={token} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <p>{t("brandAdmin.claimNewText")}</p>
          <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} />
          <p>
            <button type="submit">{t("brandAdmin.claimCreateSubmit")}</button>
          </p>
        </Form>
      ) : state === "attach" ? (
        <Form method="post" {...getFormProps(form)} className="form">
          <input type="hidden" name="intent" value="attach" />
          <input type="hidden" name="token" value={token} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <p>{t("brandAdmin.claimAttachText")}</p>
          <p>
            <button type="submit">{t("brandAdmin.claimAttachSubmit")}</button>
          </p>
        </Form>
      ) : state === "otherAddress" ? (
        <p role="status">{t("brandAdmin.claimOtherAddress")}</p>
      ) : (
        <>
          <p>{t("brandAdmin.claimVisitorText")}</p>
          <p>
            <LocaleLink to={`/user/login?redirectTo=${encodeURIComponent(back)}`} rel="nofollow">
              {t("account.loginTitle")}
            </LocaleLink>
          </p>
        </>
      )}
    </article>
  );
}
