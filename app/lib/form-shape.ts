import type { z } from "zod";

// The field names a form's zod schema can take, and a check of a submitted form against them that costs
// microseconds, made before conform expands names into objects. conform turns `a[20000000]` into an array
// of twenty million slots and walks a name of 2,000 dotted parts recursively; neither may reach it.
//
// A name is read as conform reads it (`lines[3].ingredient`, `todos[]`); it is known when every part of it
// is a key of an object in the schema or an index below the length its array allows. Unknown names are left
// out of what conform sees (a form of this site never sends one, so nothing is lost); an index beyond the
// schema's bound, too many fields or a list intent out of bounds refuse the whole form.

/** What a request can make of a form, whatever the schema says. */
export const FORM_LIMITS = {
  /** fields in one body, counted before it is parsed */
  maxFields: 1000,
  /** characters of a field name: the longest of this site's is under 40 */
  maxNameLength: 200,
  /** parts of a name (`a.b[0].c` has four) */
  maxDepth: 6,
  /** the highest index + 1 of a list whose schema names no maximum */
  defaultMaxItems: 50,
  /** characters of conform's intent and state fields (JSON) */
  maxControlLength: 2000,
} as const;

/**
 * The names one schema level allows: object keys, any key (a record), and list items. A list takes indexes
 * up to `maxItems`: one past its schema's maximum, so that the schema's own message ("at most 30 lines")
 * answers a list one too long, as it does after an "add a line" button at the maximum.
 */
export type FormShape = {
  fields: Map<string, FormShape>;
  anyKey: FormShape | null;
  items: FormShape | null;
  maxItems: number;
};

const empty = (): FormShape => ({ fields: new Map(), anyKey: null, items: null, maxItems: 0 });

type Def = {
  typeName?: string;
  innerType?: z.ZodTypeAny;
  schema?: z.ZodTypeAny;
  in?: z.ZodTypeAny;
  type?: z.ZodTypeAny;
  getter?: () => z.ZodTypeAny;
  options?: z.ZodTypeAny[] | Map<unknown, z.ZodTypeAny>;
  left?: z.ZodTypeAny;
  right?: z.ZodTypeAny;
  valueType?: z.ZodTypeAny;
  items?: z.ZodTypeAny[];
  rest?: z.ZodTypeAny | null;
  maxLength?: { value: number } | null;
  exactLength?: { value: number } | null;
  shape?: () => Record<string, z.ZodTypeAny>;
};

/** Both shapes' names: a union or an intersection of schemas takes what either of them takes. */
function merge(a: FormShape, b: FormShape): FormShape {
  const fields = new Map(a.fields);
  for (const [key, shape] of b.fields) {
    const mine = fields.get(key);
    fields.set(key, mine ? merge(mine, shape) : shape);
  }
  const anyKey = a.anyKey && b.anyKey ? merge(a.anyKey, b.anyKey) : (a.anyKey ?? b.anyKey);
  const items = a.items && b.items ? merge(a.items, b.items) : (a.items ?? b.items);
  return { fields, anyKey, items, maxItems: Math.max(a.maxItems, b.maxItems) };
}

function build(schema: z.ZodTypeAny | undefined, depth: number): FormShape {
  if (!schema || depth > FORM_LIMITS.maxDepth) return empty();
  const def = schema._def as Def;
  switch (def.typeName) {
    case "ZodObject": {
      const shape = def.shape?.() ?? {};
      const fields = new Map<string, FormShape>();
      for (const [key, value] of Object.entries(shape)) fields.set(key, build(value, depth + 1));
      return { ...empty(), fields };
    }
    case "ZodArray": {
      const bound = def.exactLength?.value ?? def.maxLength?.value ?? FORM_LIMITS.defaultMaxItems;
      return { ...empty(), items: build(def.type, depth + 1), maxItems: bound };
    }
    case "ZodTuple": {
      const items = (def.items ?? []).map((item) => build(item, depth + 1));
      const all = [...items, ...(def.rest ? [build(def.rest, depth + 1)] : [])].reduce(merge, empty());
      const bound = def.rest ? FORM_LIMITS.defaultMaxItems : items.length;
      return { ...empty(), items: all, maxItems: bound };
    }
    case "ZodRecord":
    case "ZodMap":
      return { ...empty(), anyKey: build(def.valueType, depth + 1) };
    case "ZodOptional":
    case "ZodNullable":
    case "ZodDefault":
    case "ZodCatch":
    case "ZodReadonly":
      return build(def.innerType, depth);
    case "ZodBranded":
      return build(def.type, depth);
    case "ZodEffects":
      return build(def.schema, depth);
    case "ZodPipeline":
      return build(def.in, depth);
    case "ZodLazy":
      return build(def.getter?.(), depth + 1);
    case "ZodUnion":
    case "ZodDiscriminatedUnion": {
      const options = def.options instanceof Map ? [...def.options.values()] : (def.options ?? []);
      return options.map((option) => build(option, depth)).reduce(merge, empty());
    }
    case "ZodIntersection":
      return merge(build(def.left, depth), build(def.right, depth));
    default:
      // strings, numbers, enums, literals, booleans, dates, any: a value, nothing below it
      return empty();
  }
}

const shapes = new WeakMap<z.ZodTypeAny, FormShape>();

/** The names a schema takes, worked out once per schema. */
export function formShape(schema: z.ZodTypeAny): FormShape {
  let shape = shapes.get(schema);
  if (!shape) {
    shape = build(schema, 0);
    shapes.set(schema, shape);
  }
  return shape;
}

/** A name's parts as conform reads them ("a.b[0]" → ["a", "b", 0]; "a[]" → ["a", ""]), or null. */
export function nameParts(name: string): (string | number)[] | null {
  if (name === "" || name.length > FORM_LIMITS.maxNameLength) return null;
  const parts: (string | number)[] = [];
  const token = /([^.[\]]+)|\[(\d*)\]/g;
  let end = 0;
  for (let match = token.exec(name); match; match = token.exec(name)) {
    const gap = match.index - end;
    if (gap !== 0 && !(gap === 1 && name[end] === "." && parts.length > 0)) return null;
    const [, key, index] = match;
    if (key !== undefined) parts.push(key);
    else if (index === "") parts.push("");
    else if (index !== undefined && index.length <= 9) parts.push(Number(index));
    else parts.push(Number.POSITIVE_INFINITY);
    if (parts.length > FORM_LIMITS.maxDepth) return null;
    end = token.lastIndex;
  }
  return end === name.length ? parts : null;
}

export type NameCheck = "known" | "unknown" | "out-of-bounds";

/** Does the schema's shape take this name? An index past its list's bound is "out-of-bounds". */
export function checkName(shape: FormShape, name: string): NameCheck {
  const parts = nameParts(name);
  if (!parts) return "unknown";
  let at: FormShape = shape;
  for (const part of parts) {
    if (typeof part === "number" || part === "") {
      if (!at.items) return "unknown";
      if (typeof part === "number" && part > at.maxItems) return "out-of-bounds";
      at = at.items;
    } else {
      if (part === "__proto__" || part === "constructor" || part === "prototype") return "unknown";
      const next = at.fields.get(part) ?? at.anyKey;
      if (!next) return "unknown";
      at = next;
    }
  }
  return "known";
}

/** conform's own fields: a button's intent (insert, remove, reorder a list item …) and its list state. */
export const CONFORM_INTENT = "__intent__";
export const CONFORM_STATE = "__state__";

/** Does a parsed JSON value nest deeper than `limit` objects and arrays? Counted without recursion. */
function nestsDeeper(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, level] = stack.pop() as [unknown, number];
    if (typeof item !== "object" || item === null) continue;
    if (level + 1 > limit) return true;
    for (const child of Object.values(item)) stack.push([child, level + 1]);
  }
  return false;
}

const INTENT_TYPES = new Set(["validate", "update", "reset", "insert", "remove", "reorder"]);
const LIST_INTENTS = new Set(["insert", "remove", "reorder"]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A non-negative whole number, or absent. */
const indexOrAbsent = (n: unknown) => n === undefined || (Number.isInteger(n) && (n as number) >= 0);

/**
 * An intent (validate, update, reset, insert, remove, reorder) as conform reads it: a known type and a
 * payload that names a field or a list and maybe indexes; each name must be one the shape knows, within
 * its list's bound, and a value it carries nests no deeper than a field name may. conform itself throws on
 * an unknown type or a list intent without a name.
 */
function intentWithin(shape: FormShape, value: string): boolean {
  let intent: unknown;
  try {
    intent = JSON.parse(value);
  } catch {
    return false;
  }
  // the intent and its payload are two levels; what they carry may nest as deeply as a name
  if (!isPlainObject(intent) || nestsDeeper(intent, FORM_LIMITS.maxDepth + 2)) return false;
  const { type, payload } = intent;
  if (typeof type !== "string" || !INTENT_TYPES.has(type) || !isPlainObject(payload)) return false;
  const { name, index, from, to } = payload;
  if (name !== undefined && typeof name !== "string") return false;
  if (![index, from, to].every(indexOrAbsent)) return false;
  if (LIST_INTENTS.has(type)) {
    if (!name) return false;
    if (type === "remove" && index === undefined) return false;
    if (type === "reorder" && (from === undefined || to === undefined)) return false;
  }
  const indexes = [index, from, to].filter((n) => n !== undefined);
  if (!name) return indexes.length === 0;
  if (indexes.length === 0) return checkName(shape, name) === "known";
  return indexes.every((n) => checkName(shape, `${name}[${n}]`) === "known");
}

/** conform's list state: a JSON object (conform parses it, and throws on anything else). */
function stateReadable(value: string): boolean {
  try {
    const state: unknown = JSON.parse(value);
    return isPlainObject(state) && !nestsDeeper(state, FORM_LIMITS.maxDepth + 2);
  } catch {
    return false;
  }
}

export type BoundedForm =
  | { ok: true; form: FormData; ignored: string[] }
  | { ok: false; reason: "too-many-fields" | "out-of-bounds" | "bad-intent"; name?: string };

/**
 * The part of a submitted form conform may see: the fields the shape knows, conform's own fields when they
 * are small and within the shape; unknown names are left out (and listed). Anything out of bounds refuses
 * the form. Linear in the number of fields, each name at most `maxNameLength` characters.
 */
export function boundForm(form: FormData, shape: FormShape): BoundedForm {
  const bounded = new FormData();
  const ignored: string[] = [];
  let count = 0;
  for (const [name, value] of form) {
    count += 1;
    if (count > FORM_LIMITS.maxFields) return { ok: false, reason: "too-many-fields" };
    if (name === CONFORM_INTENT || name === CONFORM_STATE) {
      if (typeof value !== "string" || value.length > FORM_LIMITS.maxControlLength) {
        return { ok: false, reason: "bad-intent", name };
      }
      const readable = name === CONFORM_INTENT ? intentWithin(shape, value) : stateReadable(value);
      if (!readable) return { ok: false, reason: "bad-intent", name };
      bounded.append(name, value);
      continue;
    }
    const check = checkName(shape, name);
    if (check === "out-of-bounds") return { ok: false, reason: "out-of-bounds", name: name.slice(0, 60) };
    if (check === "unknown") {
      if (ignored.length < 10) ignored.push(name.slice(0, 60));
      continue;
    }
    bounded.append(name, value);
  }
  return { ok: true, form: bounded, ignored };
}
