import { z } from "zod";
import { EMAIL_MAX, isSingleLine, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./account-rules";
import { msg } from "./messages";

// One zod schema per account form, shared by the browser (conform) and the server. Messages are
// translation keys. The honeypot is checked for every form in one place (utils/forms.server.ts).

const email = z
  .string({ required_error: "account.emailInvalid" })
  .trim()
  .max(EMAIL_MAX, "account.emailTooLong")
  .email("account.emailInvalid");
/** A password someone chooses: PASSWORD_MIN to PASSWORD_MAX characters, never trimmed or cut. */
export const newPasswordSchema = z
  .string({ required_error: "account.passwordTooShort" })
  .min(PASSWORD_MIN, "account.passwordTooShort")
  .max(PASSWORD_MAX, "account.passwordTooLong");

/**
 * "Both passwords match" as a schema of its own, joined to a form's fields by intersection: zod skips an
 * object's refinements while any field is missing, so a mismatch would only show once everything else is
 * right; side by side, every error of a submission is reported at once.
 */
export const passwordsMatch = z
  .object({ password: z.string().optional(), confirmPassword: z.string().optional() })
  .refine((v) => !v.password || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "account.passwordMismatch",
  });

/**
 * A person's first or last name: one line (no line break, tab or invisible control character anywhere, not
 * even at an end where trimming would hide it: such a name only comes from a hand-made request, and is
 * refused rather than silently joined), then trimmed, 1 to NAME_MAX characters.
 */
function personName(required: "account.firstNameRequired" | "account.lastNameRequired") {
  return z
    .string({ required_error: required })
    .refine(isSingleLine, msg("account.nameSingleLine"))
    .pipe(z.string().trim().min(1, required).max(NAME_MAX, "account.nameTooLong"));
}

/** Who a new account belongs to: the address, the name, and the terms (member and brand registration alike). */
export const accountOwnerSchema = z.object({
  email,
  firstName: personName("account.firstNameRequired"),
  lastName: personName("account.lastNameRequired"),
  terms: z.literal("on", { errorMap: () => ({ message: "account.termsRequired" }) }),
});

export const registerSchema = accountOwnerSchema
  .extend({
    password: newPasswordSchema,
    confirmPassword: z.string({ required_error: "account.passwordMismatch" }),
    newsletter: z.literal("on").optional(),
    /** the page to come back to once the address is confirmed (checked as a same-site path) */
    redirectTo: z.string().max(2000).optional(),
  })
  .and(passwordsMatch);

/**
 * A password that is asked for, not chosen (login, confirming a deletion or a change): required, and over
 * PASSWORD_MAX refused with the same message as everywhere else, never cut.
 */
const currentPassword = z
  .string({ required_error: "account.passwordRequired" })
  .min(1, "account.passwordRequired")
  .max(PASSWORD_MAX, "account.passwordTooLong");

export const loginSchema = z.object({
  email,
  password: currentPassword,
  redirectTo: z.string().optional(),
});

export const emailOnlySchema = z.object({ email });

/** The login page's two forms: log in, or send the confirmation mail again. */
export const loginActionSchema = z.discriminatedUnion("intent", [
  loginSchema.extend({ intent: z.literal("login") }),
  emailOnlySchema.extend({ intent: z.literal("resend") }),
]);

export const resetSchema = z
  .object({
    token: z.string().max(100),
    password: newPasswordSchema,
    confirmPassword: z.string({ required_error: "account.passwordMismatch" }),
  })
  .and(passwordsMatch);

export const slugSchema = z.object({
  intent: z.literal("slug"),
  // a line break or tab is refused, not trimmed away: a slug is one word of a–z, 0–9 and hyphens
  profileSlug: z
    .string({ required_error: "account.slugInvalid" })
    .refine(isSingleLine, msg("account.slugInvalid"))
    .pipe(z.string().trim().max(100, "account.slugInvalid")),
});

export const newsletterSchema = z.object({
  intent: z.literal("newsletter"),
  newsletter: z.literal("on").optional(),
});

export const deleteSchema = z.object({
  intent: z.literal("delete"),
  password: currentPassword,
});

/** Change password: the current one, and the new one by the registration's rules, typed twice. */
export const changePasswordSchema = z.object({
  intent: z.literal("password"),
  currentPassword,
  newPassword: newPasswordSchema,
  confirmPassword: z.string({ required_error: "account.passwordMismatch" }),
});

/** The new password and its repetition match: a schema of its own, so a mismatch shows with other errors. */
const newPasswordsMatch = z
  .object({ newPassword: z.string().optional(), confirmPassword: z.string().optional() })
  .refine((v) => !v.newPassword || v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "account.passwordMismatch",
  });

/** Ends one of the member's other sessions, named by its id (the owner check is in the SQL). */
export const endSessionSchema = z.object({
  intent: z.literal("end-session"),
  sessionId: z.coerce
    .number({ invalid_type_error: "account.sessionGone" })
    .int("account.sessionGone")
    .positive("account.sessionGone")
    // a PostgreSQL integer: a larger number could never name a session
    .max(2_147_483_647, "account.sessionGone"),
});

export const endOtherSessionsSchema = z.object({ intent: z.literal("end-others") });

/**
 * The account page's forms, told apart by their `intent`. The change of password's match check is joined
 * by intersection (it only looks at `newPassword`, which no other form has).
 */
export const accountActionSchema = z
  .discriminatedUnion("intent", [
    slugSchema,
    newsletterSchema,
    deleteSchema,
    changePasswordSchema,
    endSessionSchema,
    endOtherSessionsSchema,
  ])
  .and(newPasswordsMatch);

/**
 * The confirmation page's form: the token from the link travels in a hidden field, with the password chosen
 * at registration (asked for, not chosen: only someone who knows it confirms).
 */
export const confirmSchema = z.object({
  token: z.string({ required_error: "account.linkInvalidText" }).max(100, "account.linkInvalidText"),
  password: currentPassword,
  redirectTo: z.string().max(2000).optional(),
});
