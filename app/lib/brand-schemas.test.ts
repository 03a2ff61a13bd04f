import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  abvFieldValue,
  brandClaimSchema,
  brandDashboardSchema,
  brandRegisterSchema,
  brandSlugBase,
  firstFreeSlug,
  freeBrandSlug,
  memberBrandSchema,
  parseAbv,
  productSchema,
  productSlugBase,
  webUrl,
} from "./brand-schemas";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("webUrl", () => {
  it("takes http and https addresses with a host, normalised", () => {
    expect(webUrl("https://kesselwind.example")).toBe("https://kesselwind.example/");
    expect(webUrl("  http://example.com/impressum  ")).toBe("http://example.com/impressum");
    expect(webUrl("https://[::1]/")).toBe("https://[::1]/");
    expect(webUrl("https://EXAMPLE.com/Path?q=1")).toBe("https://example.com/Path?q=1");
  });
  it("refuses other schemes, hosts that are no hosts, credentials and junk", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "mailto:shop@example.com",
      "ftp://example.com/",
      "//example.com/",
      "example.com",
      "https://",
      "https://intranet/",
      "https://user:secret@example.com/",
      "https://exa mple.com/",
      "",
      `https://example.com/${"a".repeat(500)}`,
    ]) {
      expect(webUrl(bad), bad).toBeNull();
    }
  });
});

describe("slugs", () => {
  it("makes a brand slug from the name like recipe slugs, with a fallback for names without letters", () => {
    expect(brandSlugBase("Äpfelhaus Brennerei")).toBe("aepfelhaus-brennerei");
    expect(brandSlugBase("Maison Ferlanche & Fils")).toBe("maison-ferlanche-and-fils");
    expect(brandSlugBase("日本")).toBe("brand");
    expect(brandSlugBase("x".repeat(100)).length).toBeLessThanOrEqual(72);
  });
  it("numbers a taken slug and never hands out a reserved one", () => {
    expect(firstFreeSlug("gin", new Set())).toBe("gin");
    expect(firstFreeSlug("gin", new Set(["gin", "gin-2"]))).toBe("gin-3");
    expect(freeBrandSlug("Register", new Set())).toBe("register-2");
    expect(freeBrandSlug("Kesselwind", new Set(["kesselwind"]))).toBe("kesselwind-2");
  });
  it("leads a product slug with the brand's name unless the product's name starts with it", () => {
    expect(productSlugBase("Kesselwind", "Kesselwind London Dry Gin")).toBe("kesselwind-london-dry-gin");
    expect(productSlugBase("Kesselwind", "Kesselwind")).toBe("kesselwind");
    expect(productSlugBase("Kesselwind", "Kesselwinder Gin")).toBe("kesselwind-kesselwinder-gin");
    expect(productSlugBase("Äpfelhaus", "Apfelbrand")).toBe("aepfelhaus-apfelbrand");
  });
});

describe("parseAbv and abvFieldValue", () => {
  it("reads 0 to 100 with one decimal in either notation", () => {
    expect(parseAbv("40")).toEqual({ ok: true, value: 40 });
    expect(parseAbv("43,5")).toEqual({ ok: true, value: 43.5 });
    expect(parseAbv("43.5 %")).toEqual({ ok: true, value: 43.5 });
    expect(parseAbv("0")).toEqual({ ok: true, value: 0 });
    expect(parseAbv("100")).toEqual({ ok: true, value: 100 });
    expect(parseAbv("")).toEqual({ ok: true, value: null });
    for (const bad of ["100.1", "43.55", "-1", "abc", "1e2", "40,"])
      expect(parseAbv(bad).ok, bad).toBe(false);
  });
  it("writes an ABV back the page's way", () => {
    expect(abvFieldValue(43.5, "de")).toBe("43,5");
    expect(abvFieldValue(43.5, "en")).toBe("43.5");
    expect(abvFieldValue(40, "de")).toBe("40");
    expect(abvFieldValue(null, "en")).toBe("");
  });
});

const owner = {
  name: "Äpfelhaus",
  websiteUrl: "https://aepfelhaus.example",
  imprintUrl: "https://aepfelhaus.example/impressum",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  terms: "on",
};

describe("brandRegisterSchema", () => {
  it("accepts a complete registration and normalises the addresses", () => {
    const submission = parseWithZod(form(owner), { schema: brandRegisterSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value.websiteUrl).toBe("https://aepfelhaus.example/");
      expect(submission.value.email).toBe("ada@example.com");
    }
  });
  it("reports every error at once, as translation keys", () => {
    const errors = errorsOf(brandRegisterSchema, {
      ...owner,
      name: "Ä",
      websiteUrl: "javascript:alert(1)",
      imprintUrl: "data:text/html,x",
      terms: "",
      email: "not an address",
    });
    expect(errors).toMatchObject({
      name: ["brandAdmin.nameTooShort"],
      websiteUrl: ["brandAdmin.websiteInvalid"],
      imprintUrl: ["brandAdmin.imprintInvalid"],
      terms: ["account.termsRequired"],
      email: ["account.emailInvalid"],
    });
  });
  it("asks for missing fields and refuses names over 80 characters", () => {
    const errors = errorsOf(brandRegisterSchema, {
      ...owner,
      name: "x".repeat(81),
      websiteUrl: "",
      imprintUrl: "",
    });
    expect(errors).toMatchObject({
      name: ["brandAdmin.nameTooLong"],
      websiteUrl: ["brandAdmin.websiteRequired"],
      imprintUrl: ["brandAdmin.imprintRequired"],
    });
  });
  it("refuses a name of several lines, and makes runs of spaces one", () => {
    for (const name of [
      " Äpfel\r\nhaus Brennerei ",
      "Äpfelhaus\tBrennerei",
      "Äpfel\u2028haus",
      "Äpfel\u200Bhaus",
    ]) {
      expect(errorsOf(brandRegisterSchema, { ...owner, name }).name, JSON.stringify(name)).toEqual([
        "brandAdmin.nameSingleLine",
      ]);
    }
    const submission = parseWithZod(form({ ...owner, name: " Äpfel  haus   Brennerei " }), {
      schema: brandRegisterSchema,
    });
    expect(submission.status === "success" && submission.value.name).toBe("Äpfel haus Brennerei");
  });
  it("needs only the brand from a signed-in member", () => {
    const { name, websiteUrl, imprintUrl } = owner;
    expect(parseWithZod(form({ name, websiteUrl, imprintUrl }), { schema: memberBrandSchema }).status).toBe(
      "success",
    );
  });
});

describe("brandRegisterSchema without a password", () => {
  it("takes none: whoever registers may not own the address, its owner chooses the password from the link", () => {
    const submission = parseWithZod(form({ ...owner, password: "chosen by someone", confirmPassword: "x" }), {
      schema: brandRegisterSchema,
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && Object.keys(submission.value)).not.toContain("password");
  });
});

describe("brandClaimSchema", () => {
  it("asks a new owner for the password twice, and a signed-in owner for nothing but the link", () => {
    expect(
      errorsOf(brandClaimSchema, {
        intent: "create",
        token: "t",
        password: "short",
        confirmPassword: "other",
      }),
    ).toEqual({ password: ["account.passwordTooShort"], confirmPassword: ["account.passwordMismatch"] });
    expect(
      errorsOf(brandClaimSchema, {
        intent: "create",
        token: "t",
        password: "a long enough password",
        confirmPassword: "a long enough password",
      }),
    ).toEqual({});
    expect(errorsOf(brandClaimSchema, { intent: "attach", token: "t" })).toEqual({});
    expect(errorsOf(brandClaimSchema, { intent: "attach", token: "t".repeat(101) })).toEqual({
      token: ["brandAdmin.registrationInvalidText"],
    });
  });
});

describe("brandDashboardSchema", () => {
  it("refuses reserved and malformed slugs", () => {
    expect(errorsOf(brandDashboardSchema, { intent: "slug", slug: "register" })).toEqual({
      slug: ["brandAdmin.slugReserved"],
    });
    expect(errorsOf(brandDashboardSchema, { intent: "slug", slug: "-bad--slug" })).toEqual({
      slug: ["brandAdmin.slugInvalid"],
    });
    expect(errorsOf(brandDashboardSchema, { intent: "slug", slug: "New-Name" })).toEqual({});
  });
});

describe("productSchema", () => {
  const product = { name: "Äpfelhaus Apfelbrand", categoryId: "12" };
  it("takes prices with comma or point and keeps the exact decimal text", () => {
    for (const [typed, stored] of [
      ["12,90", "12.90"],
      ["12.90", "12.90"],
      ["7", "7.00"],
    ] as const) {
      const submission = parseWithZod(form({ ...product, price: typed }), { schema: productSchema });
      expect(submission.status, typed).toBe("success");
      if (submission.status === "success") expect(submission.value.price).toBe(stored);
    }
  });
  it("refuses bad numbers and links with their own messages", () => {
    expect(
      errorsOf(productSchema, {
        ...product,
        price: "12,999",
        abv: "101",
        volumeMl: "0.7",
        buyUrl: "javascript:alert(1)",
        currency: "XYZ",
      }),
    ).toEqual({
      price: ["price.decimals"],
      abv: ["brandAdmin.abvInvalid"],
      volumeMl: ["brandAdmin.volumeInvalid"],
      buyUrl: ["brandAdmin.buyUrlInvalid"],
      currency: ["brandAdmin.currencyInvalid"],
    });
    expect(errorsOf(productSchema, { ...product, price: "-3" })).toEqual({
      price: ["price.notPositive"],
    });
    expect(errorsOf(productSchema, { name: "G" })).toEqual({
      name: ["brandAdmin.nameTooShort"],
      categoryId: ["brandAdmin.categoryRequired"],
    });
  });
  it("leaves optional facts empty as null", () => {
    const submission = parseWithZod(form(product), { schema: productSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toMatchObject({
        abv: null,
        volumeMl: null,
        price: null,
        buyUrl: "",
        currency: "EUR",
        categoryId: 12,
      });
    }
  });
});
