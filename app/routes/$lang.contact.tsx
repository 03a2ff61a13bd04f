import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { z } from "zod";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { ErrorList, Field } from "~/components/Field";
import { Honeypot } from "~/components/Honeypot";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { localePath } from "~/lib/locale";
import { saveContactMessage } from "~/models/contact.server";
import { hitRateLimit } from "~/models/rate-limits.server";
import { getEnv } from "~/utils/env.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, routeHeaders } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { requestFields, securityEvent } from "~/utils/security-log.server";
import { redirectWithToast } from "~/utils/toast.server";

// Messages are translation keys, rendered in the page's language.
export const contactSchema = z.object({
  name: z
    .string({ required_error: "contact.nameRequired" })
    .trim()
    .min(1, "contact.nameRequired")
    .max(100, "contact.nameTooLong"),
  email: z
    .string({ required_error: "contact.emailInvalid" })
    .trim()
    .max(254, "contact.emailTooLong")
    .email("contact.emailInvalid"),
  message: z
    .string({ required_error: "contact.messageTooShort" })
    .trim()
    .min(10, "contact.messageTooShort")
    .max(5000, "contact.messageTooLong"),
});

export async function loader({ params }: LoaderFunctionArgs) {
  return { seo: await pageSeo(routeLocale(params), "contact.title", "seo.contactDescription") };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const submission = parseForm(await readForm(request), contactSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const limit = await hitRateLimit(
    context.db,
    `contact:${context.clientIp}`,
    getEnv().CONTACT_RATE_LIMIT,
    3600,
  );
  if (!limit.allowed) {
    securityEvent("rate-limit.hit", {
      ...requestFields(context),
      detail: "contact",
      retryAfter: limit.retryAfter,
    });
    return formError(submission.reply({ formErrors: ["form.tooManyRequests"] }), 429, limit.retryAfter);
  }
  const t = await getT(locale);
  const { name, email, message } = submission.value;
  await saveContactMessage(context.db, { name, email, message, locale });
  return redirectWithToast(request, localePath(locale, "/contact"), {
    kind: "success",
    message: t("contact.sent"),
  });
}

export default function Contact() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof contactSchema>>({
    id: "contact",
    lastResult,
    constraint: getZodConstraint(contactSchema),
  });
  return (
    <article className="prose">
      <h1>{t("contact.title")}</h1>
      <p>{t("contact.intro")}</p>
      <ErrorSummary
        form={form}
        result={lastResult}
        labels={{ name: t("contact.name"), email: t("contact.email"), message: t("contact.message") }}
      />
      {/* noValidate: the server answers in the page language, not the browser's. */}
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field meta={fields.name} label={t("contact.name")} autoComplete="name" maxLength={100} />
        <Field
          meta={fields.email}
          label={t("contact.email")}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <Field meta={fields.message} label={t("contact.message")} multiline maxLength={5000} />
        <Honeypot />
        <button type="submit">{t("contact.submit")}</button>
      </Form>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
