import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/components/I18n";
import { Field } from "./Field";

/**
 * A password someone chooses, and its confirmation: registration (member and brand), reset and change.
 * `fresh` labels the first field "New password" where an old one exists. Both are marked required by hand:
 * the schemas join the "both match" check by intersection, which hides "required" from the constraint.
 */
export function NewPasswordFields({
  password,
  confirm,
  fresh = false,
}: {
  password: FieldMetadata<string | undefined>;
  confirm: FieldMetadata<string | undefined>;
  fresh?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        meta={password}
        label={t(fresh ? "account.newPassword" : "account.password")}
        type="password"
        autoComplete="new-password"
        hint={t("account.passwordHint")}
        required
      />
      <Field
        meta={confirm}
        label={t("account.confirmPassword")}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
