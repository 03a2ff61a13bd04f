import { z } from "zod";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./account-rules";

// One zod schema per account form, shared by the browser (conform) and the server. Messages are
// translation keys. `website` is the honeypot every public form carries.

const email = z
  .string({ required_error: "account.emailInvalid" })
  .trim()
  .max(EMAIL_MAX, "account.emailTooLong")
  .email("account.emailInvalid");
const password = z
  .string({ required_error: "account.passwordTooShort" })
  .min(PASSWORD_MIN, "account.passwordTooShort")
  .max(PASSWORD_MAX, "account.passwordTooLong");
const honeypot = z.string().optional();

export const registerSchema = z
  .object({
    email,
    password,
    confirmPassword: z.string({ required_error: "account.passwordMismatch" }),
    firstName: z
      .string({ required_error: "account.firstNameRequired" })
      .trim()
      .min(1, "account.firstNameRequired")
      .max(NAME_MAX, "account.nameTooLong"),
    lastName: z
      .string({ required_error: "account.lastNameRequired" })
      .trim()
      .min(1, "account.lastNameRequired")
      .max(NAME_MAX, "account.nameTooLong"),
    terms: z.literal("on", { errorMap: () => ({ message: "account.termsRequired" }) }),
    newsletter: z.literal("on").optional(),
    website: honeypot,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "account.passwordMismatch",
  });

export const loginSchema = z.object({
  email,
  password: z
    .string({ required_error: "account.passwordRequired" })
    .min(1, "account.passwordRequired")
    .max(PASSWORD_MAX),
  redirectTo: z.string().optional(),
  website: honeypot,
});

export const emailOnlySchema = z.object({ email, website: honeypot });

export const resetSchema = z
  .object({
    token: z.string().max(100),
    password,
    confirmPassword: z.string({ required_error: "account.passwordMismatch" }),
    website: honeypot,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "account.passwordMismatch",
  });

export const slugSchema = z.object({
  intent: z.literal("slug"),
  profileSlug: z.string({ required_error: "account.slugInvalid" }).trim().max(100, "account.slugInvalid"),
});

export const newsletterSchema = z.object({
  intent: z.literal("newsletter"),
  newsletter: z.literal("on").optional(),
});

export const deleteSchema = z.object({
  intent: z.literal("delete"),
  password: z
    .string({ required_error: "account.passwordRequired" })
    .min(1, "account.passwordRequired")
    .max(PASSWORD_MAX),
});
