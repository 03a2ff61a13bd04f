// Property-based fuzzing of every loader and action (the hardening issue): generated query strings, params,
// bodies, content types, cookies and origins, control characters and lone surrogates included. For every
// generated request:
//   - the outcome (a returned value, a returned Response or a thrown Response) has a status below 500; any
//     other thrown error is a failure, because Remix would answer it with 500;
//   - after a refusal (status >= 400) the database is unchanged (see `watchDatabase` for what is watched);
// and after the run the home page, the root loader and /healthz still answer 200. A last part sends raw
// requests through the real HTTP stack (server.ts's `createApp`) and checks the same from the outside.
//
// Reproducible: every property has a fixed seed (FUZZ_SEED changes them all); fast-check prints the seed,
// the path and the shrunk counterexample of a failure. For a deeper look: FUZZ_RUNS=5 runs five times as
// many cases; FUZZ_SURVEY=1 lists every finding at the end instead of stopping a route at its first;
// FUZZ_STATS=1 prints how often each route answered each status (are the checks being passed?);
// FUZZ_ONLY=<regex> fuzzes only the matching route files; FUZZ_TRACE=<text> prints every case of them.
//
// Bugs the fuzzing found that are not fixed yet are listed in KNOWN_FAILURES, each with a reproduction that
// a test checks still fails, so the list can only shrink.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppLoadContext } from "@remix-run/node";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { stripControlCharacters } from "../../app/lib/text";
import { saveBar } from "../../app/models/bars.server";
import { addBrandMember } from "../../app/models/brand-members.server";
import { addToCollection, createCollection, shareCollection } from "../../app/models/collections.server";
import { createGuestMenu, shareGuestMenu } from "../../app/models/guest-menus.server";
import { createSession, sessionUser } from "../../app/models/sessions.server";
import { confirmEmail, createUser } from "../../app/models/users.server";
import { createVerification } from "../../app/models/verifications.server";
import { hashPassword } from "../../app/services/login.server";
import { sessionCookie } from "../../app/utils/auth.server";
import type { DatabaseHandle } from "../../db/client";
import { DIFFICULTIES, GLASS_TYPES, METHODS, UNITS } from "../../db/domain";
import { createMember, createTestDatabase, formRequest, loadContext, settle } from "./database";
import { closeViteServers } from "./dev-app";
import {
  type Auth,
  auth as authArb,
  type Body,
  badValue,
  extraCookies,
  fieldValue,
  headerSafe,
  junk,
  type Origin,
  origin as originArb,
  otherHeaders,
  queryString,
  remixEncoded,
  requestBody,
  wellFormed,
  wellFormedBody,
} from "./fuzz-inputs";
import { useOutbox } from "./mailbox";

// ---- the route modules ----

const ROUTES_DIR = fileURLToPath(new URL("../../app/routes/", import.meta.url));
/** The root route (app/root.tsx): its loader runs for every page, so it is fuzzed too. */
const ROOT = "(root)";
type RouteModule = {
  loader?: (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;
  action?: (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;
};
// Imported one by one, so a route module that fails to load fails its own test, not the whole file.
const imported = new Map<string, RouteModule | Error>();
for (const [key, load] of Object.entries({
  ...import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}"),
  ...import.meta.glob<RouteModule>("../../app/root.tsx"),
})) {
  imported.set(
    key === "../../app/root.tsx" ? ROOT : path.basename(key),
    await load().catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))),
  );
}

/** Route files as Remix finds them (its ignoredRouteFiles: tests and dot files are not routes). */
const routeFiles = fs
  .readdirSync(ROUTES_DIR)
  .filter((f) => /\.(tsx?|jsx?)$/.test(f) && !/\.test\.(tsx?|jsx?)$/.test(f) && !f.startsWith("."))
  .sort();

function moduleOf(file: string): RouteModule {
  const mod = imported.get(file);
  if (!mod) throw new Error(`app/routes/${file} was not imported`);
  if (mod instanceof Error) throw new Error(`app/routes/${file} does not load: ${mod.message}`);
  return mod;
}

/** "$lang.recipe.$slug.tsx" → ["$lang", "recipe", "$slug"]; "[.]" escapes a dot, "_index" adds nothing. */
function routeSegments(file: string): string[] {
  if (file === ROOT) return [];
  const base = file.replace(/\.(tsx?|jsx?)$/, "");
  const segments: string[] = [];
  let current = "";
  let escaped = false;
  for (const ch of base) {
    if (ch === "[" || ch === "]") escaped = ch === "[";
    else if (ch === "." && !escaped) {
      segments.push(current);
      current = "";
    } else current += ch;
  }
  segments.push(current);
  return segments.filter((s) => s !== "_index" && !(s.startsWith("_") && s.length > 1));
}

function paramNames(file: string): string[] {
  return routeSegments(file)
    .filter((s) => s.startsWith("$"))
    .map((s) => s.slice(1) || "*");
}

/** The URL path of a route with these params (each percent-encoded, as a browser would send it). */
function routePath(file: string, params: Record<string, string>): string {
  const parts = routeSegments(file).map((s) => {
    if (!s.startsWith("$")) return s;
    const value = params[s.slice(1) || "*"] ?? "";
    return value
      .split("/")
      .map((p) => encodeURIComponent(wellFormed(p)))
      .join("/");
  });
  return `/${parts.join("/")}`;
}

// ---- what the test knows about each route ----

type Fixtures = {
  /** the signed-in member: the session token and the Cookie header value that carries it */
  member: { id: number; email: string; token: string; cookie: string };
  password: string;
  loginEmail: string;
  recipeSlug: string;
  groupSlug: string;
  /** a brand the member owns (its management pages) */
  brandId: number;
  brandSlug: string;
  brandName: string;
  menuSectionIds: number[];
  menuItemIds: number[];
  recipeIds: number[];
  /** the brand's products */
  brandProductIds: number[];
  /** another member (not of the brand) */
  otherId: number;
  /** every ingredient id there is */
  allIngredientIds: Set<number>;
  productSlug: string;
  profileSlug: string;
  draftId: number;
  otherDraftId: number;
  revisionId: number;
  barId: number;
  /** the member's collection (with a recipe in it), and its share link's token */
  collectionId: number;
  shareToken: string;
  /** the share token of the guest menu made from the member's bar */
  guestMenuToken: string;
  ingredientIds: number[];
  resetToken: string;
  confirmToken: string;
};

type RouteSpec = {
  /** plausible values for the route's params (besides lang, which every route gets) */
  params?: Record<string, fc.Arbitrary<string>>;
  /** query parameters the loader reads, with plausible values */
  query?: Record<string, fc.Arbitrary<string>>;
  /** the action's form fields, by the names in its schema, with plausible values; `{}` for none */
  fields?: Record<string, fc.Arbitrary<string>>;
  /** JSON API: fields whose values are not strings (booleans), with such values */
  jsonFields?: Record<string, fc.Arbitrary<unknown>>;
  /** a 5xx the route answers on purpose (checked exactly; nothing else may be 5xx) */
  intended5xx?: (request: Request, status: number) => boolean;
};

const one = <T>(...values: T[]) => fc.constantFrom(...values);
/** Mostly `value`, sometimes one of the others. */
const mostly = <T>(value: T, ...others: T[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(value) }, fc.constantFrom(...others));
const emails = (fx: Fixtures) =>
  fc.oneof(
    one(fx.member.email, fx.loginEmail, "ada@example.com", "ADA@Example.com ", "nobody@invalid.example"),
    fc.nat(999_999).map((n) => `fuzz-${n}@example.com`),
  );
const passwords = (fx: Fixtures) =>
  fc.oneof(
    { weight: 4, arbitrary: one(fx.password, "wrong password!") },
    one("x".repeat(128), "x".repeat(129)),
  );
const ids = (...known: number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: one(...known.map(String)) },
    // well-formed but unknown: past the schema, so the database sees them
    fc.nat(200_000).map(String),
    one("2147483647", "2147483648", "99999999999"),
  );
const listQuery = {
  sort: one("name", "rating", "difficulty", "newest", "popular"),
  dir: one("asc", "desc"),
  page: one("1", "2", "999999", "0", "-5"),
  difficulty: one(...DIFFICULTIES),
  group: one("classics", "sours"),
  base: one("gin", "rum", "whisky"),
  q: one("gin", "sour"),
};
const recipeFields = (fx: Fixtures) => {
  const ingredient = ids(...fx.ingredientIds);
  const amount = one("2", "2,5", "0.5", "4", "10");
  const unit = one(...UNITS);
  return {
    intent: one("draft", "publish", "autosave"),
    version: one("0", "1", "2"),
    nameDe: fc.nat(9_999).map((n) => `Fuzz Sour ${n}`),
    nameEn: one("Fuzz Sour", "Negroni"),
    descriptionDe: one("Ein Drink.", ""),
    descriptionEn: one("A drink.", ""),
    stepsDe: one("1. Schütteln\n2. Abseihen"),
    stepsEn: one("1. Shake\n2. Strain", ""),
    garnishDe: one("Zeste", ""),
    garnishEn: one("Zest", ""),
    difficulty: one(...DIFFICULTIES),
    glass: one(...GLASS_TYPES),
    method: one(...METHODS),
    "lines[0].ingredient": ingredient,
    "lines[0].amount": amount,
    "lines[0].unit": unit,
    "lines[0].optional": one("on"),
    "lines[1].ingredient": ingredient,
    "lines[1].amount": amount,
    "lines[1].unit": unit,
    "lines[1].exact": one("on"),
    revision: ids(fx.revisionId),
  };
};

// The brand's own name: another one would give it another slug, and the management pages would 404.
const brandFields = (fx: Fixtures) => ({
  name: one(fx.brandName),
  websiteUrl: one("https://fuzz.example", "http://localhost:3000/x"),
  imprintUrl: one("https://fuzz.example/imprint"),
});
const productFields = (fx: Fixtures) => ({
  name: fc.nat(9_999).map((n) => `Fuzz Gin ${n}`),
  categoryId: ids(...fx.ingredientIds),
  descriptionDe: one("Ein Gin.", ""),
  descriptionEn: one("A gin.", ""),
  abv: one("40", "12,5", "0", ""),
  volumeMl: one("700", "50 ml", ""),
  price: one("19,90", "7.5", ""),
  currency: one("EUR", "CHF", "GBP", "USD"),
  buyUrl: one("https://shop.example/gin", ""),
});

/**
 * Every route file and what the fuzzing needs to know about it. A route file missing here fails the
 * "covers every route" test: add it with the params, query keys and form fields it reads. The values given
 * are plausible: they pass the route's own checks (the schema), though some name things that do not exist
 * or belong to someone else, so the work behind the checks is reached; the generators add the bad values.
 */
const SPECS: Record<string, (fx: Fixtures) => RouteSpec> = {
  [ROOT]: () => ({}),
  "$lang.$.tsx": () => ({ params: { "*": one("no-such-page", "a/b/c", "recipe/x/y") }, fields: {} }),
  "$lang._index.tsx": () => ({
    query: {
      base: one("gin", "rum", "whisky"),
      taste: one("sweet", "sour", "bitter", "fresh"),
      strength: one("none", "light", "medium", "strong"),
      generate: one("", "1"),
      n: one("0", "1", "9999", "10001", "-1"),
    },
  }),
  "$lang.about.tsx": () => ({}),
  "$lang.brand._index.tsx": () => ({}),
  "$lang.brand.$slug._index.tsx": (fx) => ({ params: { slug: mostly(fx.brandSlug, "no-such-brand") } }),
  "$lang.brand.$slug.book.tsx": (fx) => ({
    params: { slug: mostly(fx.brandSlug, "no-such-brand") },
    query: { unit: one("cl", "ml", "oz"), servings: one("1", "4", "0", "100") },
  }),
  "$lang.brand.$slug.manage._index.tsx": (fx) => ({
    params: { slug: mostly(fx.brandSlug, "no-such-brand") },
    fields: {
      intent: one("profile", "slug"),
      ...brandFields(fx),
      descriptionDe: one("Eine Brennerei.", ""),
      descriptionEn: one("A distillery.", ""),
      // the brand's own slug (renaming it would send the other management pages to 404), or a reserved one
      slug: one(fx.brandSlug, "admin"),
    },
  }),
  "$lang.brand.$slug.manage.members.tsx": (fx) => ({
    params: { slug: mostly(fx.brandSlug, "no-such-brand") },
    fields: {
      intent: one("invite", "remove", "withdraw"),
      email: emails(fx),
      // not the member: removing themselves would end the fuzzing of the management pages
      userId: ids(fx.otherId),
      invitationId: ids(1, 2),
    },
  }),
  "$lang.brand.$slug.manage.products.$productId.tsx": (fx) => ({
    params: { slug: mostly(fx.brandSlug, "no-such-brand"), productId: ids(...fx.brandProductIds) },
    query: { delete: one("1", "0") },
    fields: {
      intent: fc.oneof({ weight: 5, arbitrary: fc.constant("save") }, fc.constant("delete")),
      ...productFields(fx),
    },
  }),
  "$lang.brand.$slug.manage.products.new.tsx": (fx) => ({
    params: { slug: mostly(fx.brandSlug, "no-such-brand") },
    fields: { intent: one("save"), ...productFields(fx) },
  }),
  "$lang.brand.register.tsx": (fx) => ({
    fields: {
      ...brandFields(fx),
      name: fc.nat(9_999).map((n) => `Fuzz Spirits ${n}`),
      email: emails(fx),
      password: one(fx.password),
      confirmPassword: one(fx.password),
      firstName: one("Ada"),
      lastName: one("Lovelace"),
      terms: one("on"),
      newsletter: one("on"),
    },
  }),
  "$lang.brand.$slug.manage.book.tsx": (fx) => ({
    params: { slug: mostly(fx.brandSlug, "no-such-brand") },
    query: { q: one("gin", "sour"), focus: one("book", "recipe-1", "title") },
    fields: {
      intent: one("save-book", "add-recipe", "remove-recipe", "move-recipe"),
      titleDe: one("Unser Buch"),
      titleEn: one("Our book", ""),
      introDe: one("Willkommen.", ""),
      introEn: one("Welcome.", ""),
      recipeId: ids(...fx.recipeIds),
      direction: one("up", "down"),
    },
  }),
  "$lang.brand.$slug.manage.menu.tsx": (fx) => ({
    params: { slug: mostly(fx.brandSlug, "no-such-brand") },
    query: {
      q: one("gin", "sour"),
      section: ids(...fx.menuSectionIds),
      focus: one("section-1", "item-1", "stock"),
    },
    fields: {
      intent: one(
        "add-section",
        "rename-section",
        "delete-section",
        "move-section",
        "add-item",
        "update-item",
        "remove-item",
        "move-item",
        "save-stock",
      ),
      titleDe: one("Klassiker"),
      titleEn: one("Classics", ""),
      sectionId: ids(...fx.menuSectionIds),
      recipeId: ids(...fx.recipeIds),
      itemId: ids(...fx.menuItemIds),
      direction: one("up", "down"),
      price: one("12,90", "9.5", "", "1000"),
      currency: one("EUR", "CHF", "GBP", "USD"),
      noteDe: one("Hausgemacht", ""),
      noteEn: one("House-made", ""),
      i: ids(...fx.ingredientIds),
    },
  }),
  "$lang.brand.$slug.menu.tsx": (fx) => ({
    params: { slug: mostly(fx.brandSlug, "no-such-brand") },
    query: { available: one("1", "0") },
  }),
  "$lang.contact.tsx": () => ({
    fields: {
      name: one("Ada", "Ada Lovelace"),
      email: one("ada@example.com"),
      message: one("The Negroni needs more orange zest."),
    },
  }),
  "$lang.data-privacy.tsx": () => ({}),
  "$lang.terms.tsx": () => ({}),
  "$lang.error.tsx": () => ({
    query: { code: one("404", "500", "418", "503", "200", "600", "4.5e2") },
    // The error page answers with the status it shows: ?code=5xx (control characters dropped, as from any
    // query parameter), or 500 for anything that is not a 4xx/5xx code.
    intended5xx: (request, status) => {
      const code = Number(stripControlCharacters(new URL(request.url).searchParams.get("code") ?? ""));
      return status === (Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500);
    },
  }),
  "$lang.faq.tsx": () => ({}),
  "$lang.imprint.tsx": () => ({}),
  "$lang.offline.ts": () => ({}),
  "$lang.product.$slug.tsx": (fx) => ({
    params: { slug: mostly(fx.productSlug, "no-such-product") },
    query: { tolerance: one("normal", "strict", "loose"), page: one("1", "2", "99999", "0") },
    fields: { intent: one("add-to-bar"), tolerance: one("normal", "strict") },
  }),
  "$lang.profile.$slug.tsx": (fx) => ({ params: { slug: mostly(fx.profileSlug, "fuzz-nobody") } }),
  "$lang.recipe-group.$slug.tsx": (fx) => ({
    params: { slug: mostly(fx.groupSlug, "no-such-group") },
    query: listQuery,
  }),
  "$lang.recipe-group._index.tsx": () => ({}),
  "$lang.plan.tsx": (fx) => ({
    query: {
      d: mostly(fx.recipeSlug, "no-such-recipe", "Not A Slug", `${fx.recipeSlug},negroni`, ""),
      guests: one("10", "0", "500", "501", "", "abc", "1e2", "-1"),
      per: one("2", "1", "10", "11", "", "x"),
      [`n.${fx.recipeSlug}`]: one("5", "", "2000", "2001", "zwanzig"),
      add: one("", "negroni", "Daiquiri", "sour", "qqqzzz", "ä"),
    },
  }),
  "$lang.recipe.$slug.tsx": (fx) => ({
    params: { slug: mostly(fx.recipeSlug, "no-such-recipe", "create", "edit") },
    query: {
      unit: one("cl", "ml", "oz", "parts"),
      servings: one("1", "2", "12", "0", "100", "-1", "1.5"),
    },
    fields: {
      intent: one("rate", "drinks", "favourite", "note", "note-delete"),
      stars: one("1", "3", "5"),
      country: one("de", "uk", "us", "xx"),
      favourite: one("add", "remove", "toggle"),
      note: one("less sugar", "", "x".repeat(1001), "ä\r\nb"),
    },
  }),
  "$lang.recipe.create.tsx": (fx) => ({ query: { restore: one("1", "") }, fields: recipeFields(fx) }),
  "$lang.recipe.draft.tsx": () => ({}),
  "$lang.recipe.edit.$recipeId.tsx": (fx) => ({
    params: {
      recipeId: fc.oneof({ weight: 6, arbitrary: fc.constant(String(fx.draftId)) }, ids(fx.otherDraftId)),
    },
    query: { restore: one("1", "") },
    fields: { ...recipeFields(fx), intent: one("draft", "publish", "autosave", "restore") },
  }),
  "$lang.recipe.filter-result.tsx": (fx) => ({
    query: {
      i: fc.oneof(ids(...fx.ingredientIds), one(fx.ingredientIds.join(","), fx.ingredientIds.join("."))),
      tolerance: one("normal", "strict", "loose", "1", "0"),
      sort: one("missing", "name", "difficulty", "rating"),
      dir: one("asc", "desc"),
      page: one("1", "2", "999999"),
    },
    fields: {
      intent: one("save", "update"),
      name: one("Home bar"),
      barId: one("1", "2", "0", "abc"),
      i: fc.oneof(one(fx.ingredientIds.join(","), fx.ingredientIds.join(".")), ids(...fx.ingredientIds)),
    },
  }),
  "$lang.recipe.filter.tsx": (fx) => ({
    query: {
      i: ids(...fx.ingredientIds),
      q: one("gin", "lime", "", "zuckersirup", "ä"),
      tolerance: one("normal", "strict"),
    },
  }),
  "$lang.recipe.filter-choices[.]json.ts": () => ({ query: { v: one("", "old", "x".repeat(100)) } }),
  "$lang.recipe.list.tsx": () => ({ query: listQuery }),
  "$lang.recipe.surprise.tsx": () => ({}),
  "$lang.routes.tsx": () => ({}),
  "$lang.search.tsx": () => ({
    query: { q: one("gin", "negroni", "sour lime", "ä"), page: one("1", "2", "0") },
  }),
  "$lang.suggest.tsx": () => ({ query: { q: one("gi", "neg", "a") } }),
  "$lang.tsx": () => ({}),
  "$lang.collection.$token.tsx": (fx) => ({
    params: { token: mostly(fx.shareToken, "A".repeat(32), "not-a-token", "") },
  }),
  "$lang.user.collections._index.tsx": (fx) => ({
    fields: {
      intent: one("create", "add"),
      name: one("Summer party", "", "x".repeat(81)),
      description: one("", "For the garden"),
      recipeId: ids(...fx.recipeIds),
      target: fc.oneof(ids(fx.collectionId), one("new")),
      newName: one("Stirred", "", " "),
      returnTo: one("/en/recipe/negroni", "//evil.example", "javascript:alert(1)"),
    },
  }),
  "$lang.user.collections.$collectionId.tsx": (fx) => ({
    params: { collectionId: fc.oneof(ids(fx.collectionId), one("abc", "0", "-1")) },
    fields: {
      intent: one("edit", "move", "remove", "share", "unshare", "delete"),
      name: one("Renamed", "", "x".repeat(81)),
      description: one("", "About"),
      recipeId: ids(...fx.recipeIds),
      direction: one("up", "down", "left"),
    },
  }),
  "$lang.guest-menu.$token.tsx": (fx) => ({
    params: { token: mostly(fx.guestMenuToken, "A".repeat(32), "not-a-token", "") },
    query: { available: one("1", "0", "") },
  }),
  "$lang.user.bars_.$barId.menu.tsx": (fx) => ({
    params: { barId: fc.oneof(ids(fx.barId), one("abc", "0", "-1")) },
    query: { q: one("gin", "sour"), section: ids(1), focus: one("section-1", "item-1") },
    fields: {
      intent: one(
        "create",
        "settings",
        "share",
        "unshare",
        "delete-menu",
        "add-section",
        "rename-section",
        "delete-section",
        "move-section",
        "add-item",
        "update-item",
        "remove-item",
        "move-item",
        "save-stock",
      ),
      title: one("Friday", "", "x".repeat(81)),
      intro: one("", "Welcome"),
      mode: one("all", "chosen", "some"),
      titleDe: one("Klassiker"),
      titleEn: one("Classics", ""),
      sectionId: ids(1),
      recipeId: ids(...fx.recipeIds),
      itemId: ids(1),
      direction: one("up", "down"),
      noteDe: one("", "Hausgemacht"),
      noteEn: one("", "Home-made"),
    },
  }),
  "$lang.collection.$token.export.ts": (fx) => ({
    params: { token: mostly(fx.shareToken, "A".repeat(32), "not-a-token", "") },
  }),
  "$lang.user.export.$source.ts": (fx) => ({
    params: {
      source: mostly(
        `collection-${fx.collectionId}`,
        "favourites",
        "recipes",
        "collection-0",
        "collection-99999",
        "x",
      ),
    },
  }),
  "$lang.user.booklet.$source.tsx": (fx) => ({
    params: {
      source: mostly(
        `collection-${fx.collectionId}`,
        "favourites",
        "recipes",
        "collection-0",
        "collection-99999",
        "x",
      ),
    },
  }),
  "$lang.user.import.tsx": (fx) => {
    const recipe = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Fuzz Gimlet",
      recipeIngredient: ["4.5 cl Gin", "1 pinch unicorn dust"],
      recipeInstructions: "Shake.",
    };
    const payload = [
      {
        name: "Fuzz Gimlet",
        description: "",
        steps: "Shake.",
        lines: ["4.5 cl Gin", "1 pinch unicorn dust"],
        language: "en",
      },
    ];
    return {
      fields: {
        intent: one("read", "create"),
        text: one(
          JSON.stringify(recipe),
          JSON.stringify([recipe, recipe]),
          "{",
          "",
          JSON.stringify({ "@type": "Person" }),
        ),
        payload: one(JSON.stringify(payload), "[]", "x", JSON.stringify([{ name: "" }])),
        "choice-0-1": fc.oneof(ids(...fx.ingredientIds), one("skip", "")),
      },
    };
  },
  "$lang.user.bars.tsx": (fx) => ({
    fields: { intent: one("rename", "delete"), barId: ids(fx.barId), name: one("Home bar") },
  }),
  "$lang.user.favourites.tsx": (fx) => ({
    query: { sort: one("added", "name", "strength", "rating", "") },
    fields: { intent: one("remove", "add"), recipe: mostly(fx.recipeSlug, "no-such-recipe", "") },
  }),
  "$lang.user.brand-invitation.tsx": () => ({
    query: { token: one("invalid-token") },
    fields: { token: one("invalid-token") },
  }),
  "$lang.user.data.tsx": () => ({}),
  "$lang.user.login.tsx": (fx) => ({
    query: {
      redirectTo: one("/en/recipe/list", "//evil.example", "https://evil.example/", "javascript:alert(1)"),
    },
    fields: {
      intent: one("login", "resend"),
      email: emails(fx),
      password: passwords(fx),
      redirectTo: one("/en/recipe/list", "//evil.example", "/\\evil.example", "javascript:alert(1)"),
    },
  }),
  "$lang.user.logout.tsx": () => ({ fields: {} }),
  "$lang.user.me.tsx": (fx) => ({
    fields: {
      intent: one("slug", "newsletter", "delete", "password", "end-session", "end-others"),
      profileSlug: one(fx.profileSlug, "fuzz-renamed", "admin"),
      newsletter: one("on"),
      password: passwords(fx),
      currentPassword: passwords(fx),
      newPassword: one("another long password"),
      confirmPassword: one("another long password"),
      sessionId: one("1", "2", "999999"),
    },
  }),
  "$lang.user.recover.tsx": (fx) => ({ fields: { email: emails(fx) } }),
  "$lang.user.register-confirm.tsx": () => ({}),
  "$lang.user.register-confirmed.tsx": (fx) => ({
    query: { token: mostly(fx.confirmToken, "invalid-token") },
    fields: { token: mostly(fx.confirmToken, "invalid-token"), password: passwords(fx) },
  }),
  "$lang.user.register.tsx": (fx) => ({
    fields: {
      email: emails(fx),
      password: one(fx.password),
      confirmPassword: one(fx.password),
      firstName: one("Ada"),
      lastName: one("Lovelace"),
      terms: one("on"),
      newsletter: one("on"),
    },
  }),
  "$lang.user.reset.tsx": (fx) => ({
    query: { token: mostly(fx.resetToken, "invalid-token") },
    fields: {
      token: mostly(fx.resetToken, "invalid-token"),
      password: one("a new long password"),
      confirmPassword: one("a new long password"),
    },
  }),
  "_index.tsx": () => ({}),
  "api.$.ts": () => ({ params: { "*": one("nothing", "me/extra", "login/..") }, fields: {} }),
  "api.login.ts": (fx) => ({ fields: { email: emails(fx), password: passwords(fx) } }),
  "api.logout.ts": () => ({ fields: {} }),
  "api.me.ts": () => ({ fields: {} }),
  "api.update-user-newsletter.ts": () => ({
    fields: { state: one("true", "false") },
    jsonFields: { state: fc.boolean() },
  }),
  "api.update-user-profile-name.ts": (fx) => ({
    fields: { profileSlug: one(fx.profileSlug, "fuzz-api-slug", "admin") },
  }),
  "api.user-ingredient-store.list.ts": () => ({ fields: {} }),
  "builds.latest[.]json.ts": () => ({}),
  "healthz.ts": () => ({}),
  "manifest[.]webmanifest.ts": () => ({}),
  "pictures.$file.ts": (fx) => ({
    params: {
      file: one(
        `${fx.recipeSlug}.000000000000.png`,
        "no-such-recipe.0123456789ab.png",
        "x.png",
        "../a.png",
        "A.B.png",
      ),
    },
  }),
  "sitemap[.]xml.ts": () => ({}),
};

// ---- bugs found and not fixed yet ----

type Kind = "loader" | "action";

/** What one generated request came to. */
type Outcome = {
  file: string;
  kind: Kind;
  request: Request;
  /** the request's description, for messages */
  described: string;
  /** the Cookie header sent, for matching known failures */
  cookie: string;
  body: Body | null;
  status: number;
  /** a thrown error that is not a Response (Remix would answer 500) */
  error?: unknown;
  /** what the route answered (its start), for matching known failures */
  response: string;
  /** tables whose rows changed although the request was refused */
  changed: string[];
};

type KnownFailure = {
  /** names the finding where the HTTP checks refer to it */
  id: string;
  route: string;
  kind: Kind;
  /** what goes wrong, and why */
  finding: string;
  /** true for outcomes of this bug (and only of it) */
  matches: (o: Outcome, fx: Fixtures) => Promise<boolean>;
  /** a request that shows the bug, checked to still fail (remove the entry once it does not) */
  reproduce: (fx: Fixtures, handle: DatabaseHandle) => Promise<Repro>;
  /** the database it shows on, when only one */
  only?: DatabaseHandle["kind"];
};

type Repro = {
  params: Record<string, string>;
  query?: string;
  auth?: Auth;
  cookies?: string[];
  method?: string;
  body?: { contentType: string | null; text: string };
};

/**
 * Findings of this test were fixed as they came: a NUL in the login form's e-mail reaching PostgreSQL
 * through remix-auth's own read of the body; unknown ingredient ids in the recipe editor answering 500; lone
 * surrogates in JSON breaking PGlite. A new finding goes here with a reproduction until it is fixed.
 */
/**
 * Findings awaiting a fix. The fuzzing excuses exactly these (route, kind and a predicate on the input and
 * the outcome); "known failures still fail" fails once one is fixed, so the entry can be removed.
 */
const KNOWN_FAILURES: KnownFailure[] = [];

// ---- the database watch ----

/**
 * Row-level triggers on every table (of this test's database only) note each changed row in `fuzz_changes`.
 * That is exact (row counts miss an update; a checksum of every table costs 0.2-0.6 s a time on PGlite) and
 * costs one small query per request. What is not watched, and why:
 *   - rate_limits: counting attempts, refused ones included, is what it is for;
 *   - sessions.last_used_at and expires_at: reading a session slides its expiry (at most hourly); any other
 *     column of sessions is watched;
 *   - mail_queue, except inserts: the mail worker sends, retries and deletes rows on its own schedule;
 *     a refused request must not queue mail, so inserts are watched;
 *   - updates that leave a row as it was (`UPDATE … SET x = x`) are no change.
 */
const WATCH: Record<string, { ignore?: string[]; ops?: string }> = {
  sessions: { ignore: ["last_used_at", "expires_at"] },
  mail_queue: { ops: "INSERT" },
};
const UNWATCHED = ["rate_limits", "fuzz_changes"];

async function watchDatabase(handle: DatabaseHandle) {
  const statements = [
    "CREATE TABLE fuzz_changes (table_name text PRIMARY KEY, changes bigint NOT NULL)",
    `CREATE FUNCTION fuzz_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE
       ignored text[] := coalesce(TG_ARGV, '{}');
     BEGIN
       IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - ignored) = (to_jsonb(NEW) - ignored) THEN
         RETURN NULL;
       END IF;
       INSERT INTO fuzz_changes VALUES (TG_TABLE_NAME, 1)
         ON CONFLICT (table_name) DO UPDATE SET changes = fuzz_changes.changes + 1;
       RETURN NULL;
     END $$`,
  ];
  // Every table there is (not only those db/schema.ts knows: a new migration is watched at once).
  const { rows } = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`.execute(handle.db);
  for (const { tablename: table } of rows) {
    if (UNWATCHED.includes(table) || table.startsWith("kysely_migration")) continue;
    const { ignore = [], ops = "INSERT OR UPDATE OR DELETE" } = WATCH[table] ?? {};
    const args = ignore.map((c) => `'${c}'`).join(", ");
    statements.push(
      `CREATE TRIGGER fuzz_watch AFTER ${ops} ON ${table} FOR EACH ROW EXECUTE FUNCTION fuzz_note_change(${args})`,
    );
  }
  for (const statement of statements) await sql.raw(statement).execute(handle.db);
}

async function changeCounts(handle: DatabaseHandle): Promise<Map<string, number>> {
  const { rows } = await sql<{ table_name: string; changes: number }>`
    SELECT table_name, changes FROM fuzz_changes`.execute(handle.db);
  return new Map(rows.map((r) => [r.table_name, Number(r.changes)]));
}

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after]
    .filter(([table, n]) => n !== (before.get(table) ?? 0))
    .map(([table, n]) => `${table} (${n - (before.get(table) ?? 0)} rows)`);
}

// ---- making and running a case ----

type Case = {
  params: Record<string, string>;
  query: string;
  auth: Auth;
  junkToken: string;
  cookies: string[];
  headers: Record<string, string>;
  origin: Origin;
  method: string;
  body: Body | null;
  clientIp: string;
};

const langArb = fc.oneof(
  { weight: 12, arbitrary: one("de", "en") },
  { weight: 1, arbitrary: fieldValue(one("fr", "DE", "", "de-DE", "en/")) },
);
const clientIp = one("10.20.0.1", "10.20.0.2", "10.20.0.3", "2001:db8::1", "unknown");

function caseArb(file: string, kind: Kind, spec: RouteSpec): fc.Arbitrary<Case> {
  const params: Record<string, fc.Arbitrary<string>> = {};
  for (const name of paramNames(file)) {
    const valid = spec.params?.[name];
    params[name] =
      name === "lang"
        ? langArb
        : valid
          ? fc.oneof({ weight: 7, arbitrary: valid }, { weight: 3, arbitrary: badValue(valid) })
          : fieldValue();
  }
  const common = {
    params: fc
      .record(params)
      .map((p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, wellFormed(v)]))),
    query: kind === "loader" ? queryString(spec.query ?? {}) : fc.oneof(fc.constant(""), queryString({})),
    auth: authArb,
    junkToken: fc.oneof(junk.map(headerSafe), junk.map(remixEncoded)),
    cookies: extraCookies,
    headers: otherHeaders,
    clientIp,
  };
  if (kind === "loader") {
    return fc.record({
      ...common,
      origin: fc.constant({ kind: "navigation", headers: {} }),
      method: fc.constant("GET"),
      body: fc.constant(null),
    });
  }
  const body = { fields: spec.fields ?? {}, jsonFields: spec.jsonFields, json: file.startsWith("api.") };
  // Most requests are forms a browser could send, so generated values get past the body parser and the
  // CSRF check to the route's own checks and work; the rest attack the transport: content types, broken
  // bodies, other sites, other methods.
  const wellFormedRequest = fc.record({
    ...common,
    origin: fc.constant({ kind: "same-origin", headers: { "Sec-Fetch-Site": "same-origin" } }),
    method: fc.constant("POST"),
    body: wellFormedBody(body),
  });
  const hostileRequest = fc.record({
    ...common,
    origin: originArb,
    method: fc.oneof({ weight: 12, arbitrary: fc.constant("POST") }, one("PUT", "PATCH", "DELETE")),
    body: fc.option(requestBody(body), { freq: 12 }),
  });
  return fc.oneof({ weight: 3, arbitrary: wellFormedRequest }, { weight: 2, arbitrary: hostileRequest });
}

const BASE_URL = "http://localhost:3000";

function buildRequest(file: string, c: Case, member: Fixtures["member"]) {
  const url = new URL(BASE_URL);
  url.pathname = routePath(file, c.params);
  url.search = c.query;
  const headers = new Headers();
  for (const [k, v] of Object.entries({ ...c.headers, ...c.origin.headers })) headers.set(k, v);
  const cookies = [...c.cookies];
  if (c.auth === "member cookie") cookies.unshift(member.cookie);
  if (c.auth === "junk cookie") cookies.unshift(`session=${c.junkToken}`);
  if (c.auth === "member bearer") headers.set("Authorization", `Bearer ${member.token}`);
  if (c.auth === "junk bearer") headers.set("Authorization", `Bearer ${c.junkToken}`);
  const cookie = cookies.join("; ");
  if (cookie) headers.set("Cookie", cookie);
  if (c.body?.contentType) headers.set("Content-Type", c.body.contentType);
  const request = new Request(url, {
    method: c.method,
    headers,
    body: c.method === "GET" || c.method === "HEAD" ? undefined : (c.body?.bytes ?? undefined),
  });
  return { request, cookie };
}

function preview(bytes: Uint8Array | undefined, max = 300): string {
  if (!bytes) return "(none)";
  const text = new TextDecoder().decode(bytes.slice(0, max));
  return JSON.stringify(text) + (bytes.byteLength > max ? ` … (${bytes.byteLength} bytes)` : "");
}

function describeCase(o: {
  kind: Kind;
  file: string;
  request: Request;
  cookie: string;
  body: Body | null;
  c?: Case;
}) {
  return [
    `${o.kind} of app/routes/${o.file}: ${o.request.method} ${o.request.url}`,
    o.c
      ? `params ${JSON.stringify(o.c.params)}, ${o.c.auth}, origin ${o.c.origin.kind}, ip ${o.c.clientIp}`
      : "",
    o.cookie ? `Cookie: ${o.cookie.slice(0, 300)}` : "",
    o.body
      ? `body (${o.body.kind}), Content-Type ${JSON.stringify(o.body.contentType)}: ${preview(o.body.bytes)}`
      : "",
  ]
    .filter(Boolean)
    .join("\n  ");
}

/** Why an outcome is a failure, or null when it is fine. */
function problemOf(o: Outcome, spec: RouteSpec): string | null {
  if (o.error !== undefined) {
    const e = o.error as Error;
    return `threw ${e?.name ?? typeof e}: ${e?.message ?? String(e)}\n  ${(e?.stack ?? "").split("\n").slice(1, 6).join("\n  ")}`;
  }
  if (o.status >= 500 && !spec.intended5xx?.(o.request, o.status)) return `answered ${o.status}`;
  if (o.status >= 400 && o.changed.length)
    return `refused with ${o.status} but changed ${o.changed.join(", ")}`;
  return null;
}

type Env = { handle: DatabaseHandle; fx: Fixtures };

async function runCase(env: Env, file: string, kind: Kind, c: Case): Promise<Outcome> {
  const fn = moduleOf(file)[kind];
  if (!fn) throw new Error(`app/routes/${file} has no ${kind}`);
  const { request, cookie } = buildRequest(file, c, env.fx.member);
  const described = describeCase({ kind, file, request, cookie, body: c.body, c });
  const before = await changeCounts(env.handle);
  const context = loadContext(env.handle, { clientIp: c.clientIp, requestId: "fuzz" });
  let status = 0;
  let error: unknown;
  let text = "";
  try {
    const response = await settle(Promise.resolve().then(() => fn({ request, params: c.params, context })));
    status = response.status;
    text = (await response.text()).slice(0, 4_000);
  } catch (e) {
    error = e;
    status = 500;
  }
  if (TRACE && file.includes(TRACE)) console.log(`[fuzz] ${status} ${described}`);
  const changed = status >= 400 ? changedTables(before, await changeCounts(env.handle)) : [];
  await keepMemberSignedIn(env);
  if (status < 400) await keepNames(env);
  return { file, kind, request, described, cookie, body: c.body, status, error, response: text, changed };
}

/**
 * A successful case may have renamed the member's profile or brand (new slugs are valid input): the names
 * are put back, so later cases still find the pages they aim at.
 */
async function keepNames(env: Env) {
  const { db } = env.handle;
  const fx = env.fx;
  await db
    .updateTable("users")
    .set({ profile_slug: fx.profileSlug })
    .where("id", "=", fx.member.id)
    .where("profile_slug", "<>", fx.profileSlug)
    .execute();
  await db
    .updateTable("brands")
    .set({ slug: fx.brandSlug, name: fx.brandName })
    .where("id", "=", fx.brandId)
    .where((eb) => eb.or([eb("slug", "<>", fx.brandSlug), eb("name", "<>", fx.brandName)]))
    .execute();
}

/** A case may have ended the member's session (log out, API log out, a failed one): the next get a new one. */
async function keepMemberSignedIn(env: Env) {
  const member = env.fx.member;
  if (await sessionUser(env.handle.db, member.token)) return;
  member.token = await createSession(env.handle.db, member.id);
  member.cookie = (await sessionCookie(member.token)).split(";")[0] ?? "";
}

// ---- fixtures ----

const PASSWORD = "correct horse battery";
const DAY = 24 * 60 * 60 * 1000;

async function user(handle: DatabaseHandle, email: string, passwordHash: string, confirmed: boolean) {
  const created = await createUser(handle.db, {
    email,
    passwordHash,
    firstName: "Fuzz",
    lastName: "User",
    newsletter: false,
    locale: "en",
  });
  if (!created.ok) throw new Error(`${email} exists`);
  if (confirmed) await confirmEmail(handle.db, created.id);
  return created.id;
}

async function draftOf(handle: DatabaseHandle, cookie: string, name: string): Promise<number> {
  const { action } = moduleOf("$lang.recipe.create.tsx");
  const res = await settle(
    Promise.resolve(
      action?.({
        request: formRequest("/en/recipe/create", { intent: "draft", nameEn: name }, { Cookie: cookie }),
        params: { lang: "en" },
        context: loadContext(handle),
      }),
    ),
  );
  const id = /\/recipe\/edit\/(\d+)/.exec(res.headers.get("Location") ?? "")?.[1];
  if (!id) throw new Error(`no draft: ${res.status} ${await res.text()}`);
  return Number(id);
}

async function makeFixtures(handle: DatabaseHandle): Promise<Fixtures> {
  const member = await createMember(handle, "fuzz-member@example.com", { first: "Fuzz", last: "Member" });
  const other = await createMember(handle, "fuzz-other@example.com", { first: "Other", last: "Author" });
  const hash = await hashPassword(PASSWORD);
  const loginEmail = "fuzz-login@example.com";
  await user(handle, loginEmail, hash, true);
  const resetUser = await user(handle, "fuzz-reset@example.com", hash, true);
  const unconfirmed = await user(handle, "fuzz-unconfirmed@example.com", hash, false);
  const db = handle.db;
  const recipe = await db
    .selectFrom("recipes")
    .select("slug")
    .where("status", "=", "published")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const group = await db.selectFrom("recipe_groups").select("slug").orderBy("id").executeTakeFirstOrThrow();
  // a brand with a menu, if there is one
  const brand =
    (await db
      .selectFrom("brands as b")
      .innerJoin("brand_menu_sections as s", "s.brand_id", "b.id")
      .select(["b.id", "b.slug", "b.name"])
      .orderBy("b.id")
      .executeTakeFirst()) ??
    (await db.selectFrom("brands").select(["id", "slug", "name"]).orderBy("id").executeTakeFirstOrThrow());
  await addBrandMember(db, brand.id, member.id, "owner");
  const sections = await db
    .selectFrom("brand_menu_sections")
    .select("id")
    .where("brand_id", "=", brand.id)
    .execute();
  const items = await db
    .selectFrom("brand_menu_items")
    .select("id")
    .where("section_id", "in", sections.map((x) => x.id).concat(0))
    .execute();
  const recipes = await db
    .selectFrom("recipes")
    .select("id")
    .where("status", "=", "published")
    .limit(5)
    .execute();
  const product = await db.selectFrom("products").select("slug").orderBy("id").executeTakeFirstOrThrow();
  const ingredients = await db.selectFrom("ingredients").select("id").orderBy("id").limit(6).execute();
  const profile = await db
    .selectFrom("users")
    .select("profile_slug")
    .where("id", "=", member.id)
    .executeTakeFirstOrThrow();
  const draftId = await draftOf(handle, member.cookie, "Fuzz Draft");
  const otherDraftId = await draftOf(handle, other.cookie, "Other Draft");
  const revision = await db
    .selectFrom("recipe_revisions")
    .select("id")
    .where("recipe_id", "=", draftId)
    .executeTakeFirst();
  const ingredientIds = ingredients.map((i) => i.id);
  return {
    member: { id: member.id, email: "fuzz-member@example.com", token: member.token, cookie: member.cookie },
    password: PASSWORD,
    loginEmail,
    recipeSlug: recipe.slug ?? "",
    groupSlug: group.slug,
    brandId: brand.id,
    brandSlug: brand.slug,
    brandName: brand.name,
    menuSectionIds: sections.length ? sections.map((x) => x.id) : [1],
    menuItemIds: items.length ? items.map((x) => x.id) : [1],
    recipeIds: recipes.map((r) => r.id),
    brandProductIds: (
      await db.selectFrom("products").select("id").where("brand_id", "=", brand.id).execute()
    ).map((p) => p.id),
    otherId: other.id,
    allIngredientIds: new Set((await db.selectFrom("ingredients").select("id").execute()).map((r) => r.id)),
    productSlug: product.slug,
    profileSlug: profile.profile_slug,
    draftId,
    otherDraftId,
    revisionId: revision?.id ?? 1,
    ...(await fuzzGuestMenu(db, member.id, ingredientIds)),
    ...(await fuzzCollection(
      db,
      member.id,
      recipes.map((r) => r.id),
    )),
    ingredientIds,
    resetToken: await createVerification(db, resetUser, "reset", DAY),
    confirmToken: await createVerification(db, unconfirmed, "confirm", DAY),
  };
}

/** A saved bar of the member's, with a menu for guests shared by link. */
async function fuzzGuestMenu(db: DatabaseHandle["db"], userId: number, ingredientIds: number[]) {
  const barId = await saveBar(db, userId, "Fuzz bar", ingredientIds.slice(0, 3));
  await createGuestMenu(db, userId, barId, { title: "Fuzz menu", intro: "", mode: "chosen" });
  return { barId, guestMenuToken: (await shareGuestMenu(db, userId, barId)) ?? "" };
}

/** A collection of the member's with two recipes in it, shared by link. */
async function fuzzCollection(db: DatabaseHandle["db"], userId: number, recipeIds: number[]) {
  const made = await createCollection(db, userId, "Fuzz collection", "");
  if (!made.ok) throw new Error("no collection");
  for (const id of recipeIds.slice(0, 2)) await addToCollection(db, userId, made.id, id);
  return { collectionId: made.id, shareToken: (await shareCollection(db, userId, made.id)) ?? "" };
}

// ---- the tests ----

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const SURVEY = process.env.FUZZ_SURVEY === "1";
/** FUZZ_STATS=1: print how often each route answered each status (to see which checks the inputs pass). */
const STATS = process.env.FUZZ_STATS === "1";
/** FUZZ_TRACE=text: print every case of the routes whose file name contains it, with its status. */
const TRACE = process.env.FUZZ_TRACE;
/** FUZZ_ONLY=regex: fuzz only the routes whose file name matches. */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
const stats = new Map<string, Map<number, number>>();
const RUNS: Record<Kind, number> = { loader: Math.round(20 * SCALE), action: Math.round(45 * SCALE) };

/** A seed per property, so adding a route leaves the others' cases as they were. */
function seedFor(file: string, kind: Kind): number {
  let h = SEED | 0;
  for (const ch of `${kind}:${file}`) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return h;
}

let handle: DatabaseHandle;
let env: Env;
const survey: string[] = [];

beforeAll(async () => {
  useOutbox();
  handle = await createTestDatabase();
  env = { handle, fx: await makeFixtures(handle) };
  await watchDatabase(handle);
});
afterAll(async () => {
  if (SURVEY) console.log(`[fuzz] ${survey.length} findings:\n\n${survey.join("\n\n")}`);
  if (STATS) {
    const lines = [...stats].map(([route, counts]) => {
      const sorted = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      return `${route}: ${sorted.join(" ")}`;
    });
    console.log(`[fuzz] statuses:\n${lines.join("\n")}`);
  }
  await handle?.close();
});

describe("fuzzing covers", () => {
  it("every route file, and nothing that is gone", () => {
    const listed = Object.keys(SPECS).filter((f) => f !== ROOT);
    expect(
      routeFiles.filter((f) => !listed.includes(f)),
      "route files without an entry in SPECS",
    ).toEqual([]);
    expect(
      listed.filter((f) => !routeFiles.includes(f)),
      "SPECS entries without a route file",
    ).toEqual([]);
    expect([...imported.keys()].filter((f) => f !== ROOT).sort()).toEqual(routeFiles);
  });
  it("every action with its form fields, and every route param", () => {
    const dummy: Fixtures = {
      member: { id: 1, email: "a@example.com", token: "t", cookie: "session=t" },
      password: "p",
      loginEmail: "b@example.com",
      recipeSlug: "r",
      groupSlug: "g",
      brandId: 1,
      brandSlug: "b",
      brandName: "B",
      menuSectionIds: [1],
      menuItemIds: [1],
      recipeIds: [1],
      allIngredientIds: new Set([1, 2]),
      brandProductIds: [1],
      otherId: 2,
      productSlug: "p",
      profileSlug: "p",
      draftId: 1,
      otherDraftId: 2,
      revisionId: 1,
      barId: 1,
      collectionId: 1,
      shareToken: "A".repeat(32),
      guestMenuToken: "B".repeat(32),
      ingredientIds: [1, 2],
      resetToken: "t",
      confirmToken: "t",
    };
    for (const file of [ROOT, ...routeFiles]) {
      const spec = SPECS[file]?.(dummy);
      const mod = imported.get(file);
      if (!spec || !mod || mod instanceof Error) continue;
      expect(Boolean(mod.loader || mod.action), `${file} has neither loader nor action`).toBe(true);
      expect(spec.fields !== undefined, `${file}: fields must be given exactly when it has an action`).toBe(
        Boolean(mod.action),
      );
      for (const name of Object.keys(spec.params ?? {})) {
        expect(paramNames(file), `${file} has no param ${name}`).toContain(name);
      }
    }
  });
});

describe("the database watch", () => {
  it("sees a changed row, and neither rate limits nor a session's sliding expiry", async () => {
    const before = await changeCounts(handle);
    await sql`INSERT INTO rate_limits (key, window_start, hits) VALUES ('fuzz-self-test', now(), 1)`.execute(
      handle.db,
    );
    await sql`UPDATE sessions SET last_used_at = now() WHERE user_id = ${env.fx.member.id}`.execute(
      handle.db,
    );
    await sql`UPDATE users SET first_name = first_name WHERE id = ${env.fx.member.id}`.execute(handle.db);
    expect(changedTables(before, await changeCounts(handle))).toEqual([]);
    await sql`UPDATE bars SET name = name || '.' WHERE id = ${env.fx.barId}`.execute(handle.db);
    await sql`UPDATE bars SET name = left(name, -1) WHERE id = ${env.fx.barId}`.execute(handle.db);
    expect(changedTables(before, await changeCounts(handle))).toEqual(["bars (2 rows)"]);
  });
});

for (const file of [ROOT, ...routeFiles]) {
  const loaded = imported.get(file);
  if (!(loaded && !(loaded instanceof Error))) {
    it(`app/routes/${file} loads`, () => {
      throw loaded ?? new Error("not imported");
    });
    continue;
  }
  const mod = loaded;
  for (const kind of ["loader", "action"] as const) {
    if (!mod[kind] || (ONLY && !ONLY.test(file))) continue;
    it(`${kind} of ${file === ROOT ? "app/root.tsx" : `app/routes/${file}`} never answers 5xx nor writes when refusing`, async () => {
      const spec = SPECS[file]?.(env.fx);
      if (!spec) throw new Error(`no SPECS entry for app/routes/${file}`);
      await fc.assert(
        fc.asyncProperty(caseArb(file, kind, spec), async (c) => {
          const outcome = await runCase(env, file, kind, c);
          if (STATS) {
            const counts = stats.get(`${kind} ${file}`) ?? new Map<number, number>();
            counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
            stats.set(`${kind} ${file}`, counts);
          }
          const problem = problemOf(outcome, spec);
          if (!problem) return;
          for (const known of KNOWN_FAILURES) {
            if (known.route === file && known.kind === kind && (await known.matches(outcome, env.fx))) return;
          }
          const message = `${problem}\n  ${outcome.described}`;
          if (SURVEY) survey.push(message);
          else throw new Error(message);
        }),
        { numRuns: RUNS[kind], seed: seedFor(file, kind) },
      );
    }, 120_000);
  }
}

function reproductionCase(known: KnownFailure, r: Repro): Case {
  return {
    params: r.params,
    query: r.query ?? "",
    auth: r.auth ?? "anonymous",
    junkToken: "",
    cookies: r.cookies ?? [],
    headers: {},
    origin: { kind: "same-origin", headers: { "Sec-Fetch-Site": "same-origin" } },
    method: r.method ?? (known.kind === "loader" ? "GET" : "POST"),
    body: r.body
      ? {
          kind: "reproduction",
          contentType: r.body.contentType,
          bytes: new TextEncoder().encode(r.body.text),
        }
      : null,
    clientIp: "10.30.0.1",
  };
}

describe("known failures", () => {
  if (KNOWN_FAILURES.length === 0) it("none are listed", () => {});
  it.each(KNOWN_FAILURES.map((k) => [`${k.kind} of ${k.route}: ${k.id}`, k] as const))(
    "still fail (remove the entry once fixed): %s",
    async (_name, known) => {
      if (known.only && known.only !== handle.kind) {
        // e.g. a failure of the embedded database only: on the other one the same request must pass
        const r = await known.reproduce(env.fx, handle);
        const outcome = await runCase(env, known.route, known.kind, reproductionCase(known, r));
        expect(problemOf(outcome, SPECS[known.route]?.(env.fx) ?? {}), outcome.described).toBeNull();
        return;
      }
      const r = await known.reproduce(env.fx, handle);
      const c = reproductionCase(known, r);
      const outcome = await runCase(env, known.route, known.kind, c);
      const spec = SPECS[known.route]?.(env.fx) ?? {};
      expect(problemOf(outcome, spec), `fixed? ${outcome.described}`).not.toBeNull();
      expect(await known.matches(outcome, env.fx), "the reproduction no longer matches the entry").toBe(true);
    },
  );
});

describe("after the fuzzing", () => {
  it("the home page, the root loader and /healthz still answer 200", async () => {
    const context = loadContext(handle);
    const get = (p: string) => new Request(new URL(p, BASE_URL));
    const home = await settle(
      Promise.resolve(
        moduleOf("$lang._index.tsx").loader?.({ request: get("/en"), params: { lang: "en" }, context }),
      ),
    );
    expect(home.status).toBe(200);
    const root = await settle(
      Promise.resolve(moduleOf(ROOT).loader?.({ request: get("/en"), params: {}, context })),
    );
    expect(root.status).toBe(200);
    const health = await settle(
      Promise.resolve(moduleOf("healthz.ts").loader?.({ request: get("/healthz"), params: {}, context })),
    );
    expect(health.status).toBe(200);
  });
});

// ---- through the real HTTP stack ----

// server.ts's createApp serves a production build (build/, which only `npm run build` makes) or, outside
// production, the app through Vite's dev server. The latter needs no build and serves the current sources,
// so it is used here; `vite` is wrapped to turn off hot reloading (no web socket port, no file watcher) and
// to keep the server to close it afterwards. Under Vitest, vite.config.ts leaves the Remix plugin out
// (VITEST is set), so the variable is unset while the dev server reads its config.
vi.mock("vite", async (original) => (await import("./dev-app")).mockedVite(original, "cocktail-fuzz-vite-"));

/** Sends bytes as they are (no client fixes them up) and answers the status code of the response. */
function rawRequest(port: number, head: string, body: Uint8Array = new Uint8Array()): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer to ${head.split("\r\n")[0]}`)));
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(Buffer.concat(chunks).toString("latin1"))?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no status line in answer to ${JSON.stringify(head.split("\r\n")[0])}`));
    });
    // Not ended: a half-closed socket may be closed before the answer; the server closes (Connection: close).
    socket.write(Buffer.concat([Buffer.from(head, "latin1"), body]));
  });
}

function rawPost(target: string, contentType: string | null, body: Uint8Array | string, headers = "") {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const type = contentType === null ? "" : `Content-Type: ${contentType}\r\n`;
  return [
    `POST ${target} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\nSec-Fetch-Site: same-origin\r\n${type}Content-Length: ${bytes.byteLength}\r\n${headers}\r\n`,
    bytes,
  ] as const;
}

/** A request target as it may go on the wire: visible ASCII kept (broken %-escapes too), the rest encoded. */
function rawTarget(text: string): string {
  return [...wellFormed(text)]
    .map((ch) => (/^[\x21-\x7e]$/.test(ch) && ch !== "#" ? ch : encodeURIComponent(ch)))
    .join("");
}

const rawGet = (target: string, headers = "") =>
  [`GET ${target} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n${headers}\r\n`] as const;

describe("through HTTP (server.ts createApp)", () => {
  let port = 0;
  let close = async () => {};
  beforeAll(async () => {
    const { createApp } = await import("../../server");
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    let app: Awaited<ReturnType<typeof createApp>>;
    try {
      app = await createApp(handle);
    } finally {
      process.env.VITEST = vitest;
    }
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as net.AddressInfo).port;
    close = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await closeViteServers();
    };
  }, 60_000);
  afterAll(() => close());

  const boundary = "----fuzz";
  const multipartBody = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000@example.com\r\n`;
  const odd: [string, readonly [string, Uint8Array?]][] = [
    ["NUL and broken UTF-8 in the query", rawGet("/en/search?q=%00%01%1F%7F%ED%A0%80%C0%80%E0%A4%A")],
    ["a raw NUL byte in the request line", rawGet("/en/search?q=a\u0000b")],
    ["control characters in suggestions", rawGet("/en/suggest?q=%00%00gin%1B")],
    [
      "junk list parameters",
      rawGet("/en/recipe/list?sort=%00&page=99999999999999999999&difficulty=%E0&dir=%FF"),
    ],
    ["junk bar ids", rawGet(`/en/recipe/filter-result?i=1&i=%00&i=${"9".repeat(50)}&tolerance=%FF`)],
    ["a malformed path", rawGet("/%E0%A4%A")],
    ["NUL in a slug", rawGet("/en/recipe/%00x")],
    ["a single-fetch data request with NUL", rawGet("/en/search.data?q=%00")],
    ["a broken bar cookie", rawGet("/en/recipe/filter", "Cookie: bar=%E0%A4%A; lng=%00\r\n")],
    [
      "a junk session cookie and language",
      rawGet("/en", `Cookie: session=${"%".repeat(200)}\r\nAccept-Language: ;;;\r\n`),
    ],
    ["multipart without a boundary", rawPost("/en/contact", "multipart/form-data", multipartBody)],
    [
      "multipart with another boundary",
      rawPost("/en/contact", "multipart/form-data; boundary=other", multipartBody),
    ],
    [
      "unterminated multipart",
      rawPost("/en/contact", `multipart/form-data; boundary=${boundary}`, multipartBody),
    ],
    ["JSON to a form", rawPost("/en/contact", "application/json", '{"name":"Ada"}')],
    ["text/plain to a form", rawPost("/en/user/login", "text/plain", "email=a@example.com\r\npassword=x")],
    ["no content type", rawPost("/en/user/register", null, "email=a%00@example.com")],
    ["a junk content type", rawPost("/en/user/recover", ";;;=", "\u0000\u0001")],
    [
      "NUL in form fields",
      rawPost(
        "/en/contact",
        "application/x-www-form-urlencoded",
        "name=%00&email=a%00@example.com&message=%00%00%00%00%00%00%00%00%00%00%00",
      ),
    ],
    [
      "a single-fetch action with junk",
      rawPost("/en/user/login.data", "application/x-www-form-urlencoded", "%%%&&&=="),
    ],
    [
      "NUL in the login form",
      rawPost(
        "/en/user/login",
        "application/x-www-form-urlencoded",
        "intent=login&email=a%00%40example.com&password=x",
      ),
    ],
    [
      "NUL in the JSON API",
      rawPost("/api/login", "application/json", '{"email":"a\\u0000@example.com","password":"x"}'),
    ],
    ["malformed JSON to the API", rawPost("/api/login", "application/json", '{"email":')],
    [
      "a form to the JSON API",
      rawPost("/api/update-user-profile-name", "application/x-www-form-urlencoded", "profileSlug=x"),
    ],
    [
      "an anonymous recipe form",
      rawPost("/en/recipe/create", "application/x-www-form-urlencoded", "intent=draft&nameEn=%00x"),
    ],
    ["an odd method", [`PROPFIND /en HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`]],
  ];

  /** Odd requests that show a known failure (by its id in KNOWN_FAILURES): excused while it is listed. */
  const knownHttp: Record<string, string> = {
    "NUL in the login form": "login-form-nul",
  };

  it("answers odd requests without 5xx", async () => {
    const statuses: string[] = [];
    for (const [name, [head, body]] of odd) {
      const status = await rawRequest(port, head, body);
      if (status < 500 || KNOWN_FAILURES.some((k) => k.id === knownHttp[name])) continue;
      statuses.push(`${name}: ${status} for ${JSON.stringify(head.split("\r\n")[0])}`);
    }
    expect(statuses).toEqual([]);
  }, 60_000);

  it("answers generated requests to a few routes without 5xx", async () => {
    // (not the log-in routes: their known failures would make this flaky; they are fuzzed directly above)
    const targets = ["/en/contact", "/en/user/recover", "/en/user/bars", "/en/recipe/create", "/en/search"];
    const fields = {
      name: one("Ada"),
      email: one("ada@example.com"),
      message: one("A long enough message."),
    };
    await fc.assert(
      fc.asyncProperty(
        one(...targets),
        queryString({ q: one("gin") }),
        requestBody({ fields }),
        async (target, query, body) => {
          const [head, bytes] = rawPost(
            `${target}${query ? `?${rawTarget(query)}` : ""}`,
            body.contentType,
            body.bytes,
          );
          const status = await rawRequest(port, head, bytes);
          expect(status, `${target} ${body.kind}: ${preview(body.bytes)}`).toBeLessThan(500);
        },
      ),
      { numRuns: Math.round(15 * SCALE), seed: seedFor("http", "action") },
    );
  }, 60_000);

  it("still answers afterwards", async () => {
    expect(await rawRequest(port, rawGet("/healthz")[0])).toBe(200);
    expect(await rawRequest(port, rawGet("/en")[0])).toBe(200);
  }, 30_000);
});
