import { describe, expect, it } from "vitest";
import { personalCookies } from "./site-cookies";

describe("personalCookies", () => {
  it("names the personal cookies of ours a visitor carries, with or without the __Host- prefix", () => {
    expect(personalCookies(undefined)).toEqual([]);
    expect(personalCookies("lng=ImVuIg%3D%3D; _ga=GA1.2.3; written=1")).toEqual([]);
    expect(personalCookies(" drinks=ImRlIg%3D%3D ; lng=x")).toEqual(["drinks"]);
    expect(personalCookies("__Host-session=abc; bar=WzFd; session=x")).toEqual(["session", "bar"]);
    expect(personalCookies("toast=e30%3D.sig")).toEqual(["toast"]);
    expect(personalCookies("pending-form=x")).toEqual(["pending-form"]);
    expect(personalCookies(["lng=x", "session=y"])).toEqual(["session"]);
    // a name that merely ends like one of ours is someone else's
    expect(personalCookies("my-session=1; xbar=2")).toEqual([]);
  });
});
