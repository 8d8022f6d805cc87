// The Node build's hash of a digested argument (node:crypto) gives what the browser build's
// (WebCrypto) gives, on texts whose UTF-8 differs from their UTF-16: the digest is one contract.
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../../host/records/sha256.js";
import { sha256Hex as sha256HexWeb } from "../../../host/records/sha256-web.js";

const TEXTS = ["", "x", '{"data": "a\\"b\\\\c\\n"}', "café ÿ", "😀\u{10ffff}", "a\ud800b", "\udc00", "\ud83d", "é".repeat(70_000), "x".repeat(1_000_000)];

describe("argument digests", () => {
  it("have the same UTF-8 size and sha256 by node:crypto as by WebCrypto", async () => {
    for (const text of TEXTS) expect(await sha256Hex(text)).toEqual(await sha256HexWeb(text));
    expect(await sha256Hex("abc")).toEqual({ size: 3, hex: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" });
    expect((await sha256Hex("a\ud800")).size).toBe(4);
  });
});
