import { describe, expect, it } from "vitest";
import { isOperator } from "./operator-access";

const TOKEN = "m".repeat(40);
const direct = { authorization: undefined, forwarded: false };

describe("isOperator", () => {
  it("opens to the loopback, in IPv4, IPv6 and IPv4-mapped form", () => {
    for (const remoteAddress of ["127.0.0.1", "127.3.2.1", "::1", "::ffff:127.0.0.1"])
      expect(isOperator({ ...direct, remoteAddress }, undefined)).toBe(true);
  });

  it("stays closed to any other address without the token", () => {
    for (const remoteAddress of ["192.0.2.7", "::ffff:192.0.2.7", "2001:db8::1", "127.example", undefined])
      expect(isOperator({ ...direct, remoteAddress }, TOKEN)).toBe(false);
  });

  it("stays closed to a request a local proxy relays, whatever address it claims", () => {
    expect(isOperator({ remoteAddress: "127.0.0.1", authorization: undefined, forwarded: true }, TOKEN)).toBe(false);
  });

  it("opens to the right bearer token from anywhere, and to no other", () => {
    const from = (authorization: string | undefined) =>
      isOperator({ remoteAddress: "192.0.2.7", authorization, forwarded: true }, TOKEN);
    expect(from(`Bearer ${TOKEN}`)).toBe(true);
    expect(from(`bearer ${TOKEN}`)).toBe(true);
    expect(from(`Bearer ${TOKEN}x`)).toBe(false);
    expect(from(`Bearer ${TOKEN.slice(1)}`)).toBe(false);
    expect(from(TOKEN)).toBe(false);
    expect(from("Bearer ")).toBe(false);
    expect(from(undefined)).toBe(false);
    const unset = { remoteAddress: "192.0.2.7", authorization: `Bearer ${TOKEN}`, forwarded: false };
    expect(isOperator(unset, undefined)).toBe(false);
  });
});
