// Bytes and text codecs on megabytes under a small memory cap, with CPython's prints: each step
// goes through typed arrays or native string operations, not a JS array of a number per byte
// (8 bytes each in QuickJS), text built by += per character (a rope node each) or a regex run
// over the whole text (a backtrack state per character).
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { attack } from "../../limits/attack.js";

const MiB = 1024 * 1024;
const limits = { memoryBytes: 6 * MiB };

const CODE = `import base64
text = "ab" * 250000
data = text.encode()
print(len(data), data[:4], data[-3:], data[1000:1006:2], len(text.encode("ascii")), len(text.encode("latin-1")))
print(data.decode() == text, sum(1 for b in data[:1000] if b == 97), text.isascii(), text.isalpha(), len(repr(text + "'")))
encoded = base64.b64encode(data)
print(len(encoded), encoded[:8], encoded[-4:])
data = None
back = base64.b64decode(encoded)
print(len(back), back[-3:], back == text.encode(), len(base64.b64decode(encoded.decode())))
back = None
encoded = None
wide = "é€" * 125000 + "𝒜"
data = wide.encode()
print(len(data), data[:5], data[-4:], data.decode() == wide, len(("é" * 250000).encode("latin-1")))
`;

describe("bytes and codecs on megabytes", () => {
  it("encode, decode, slice, iterate and base64 500 KB under a 6 MiB cap as CPython does", async () => {
    const expected = execFileSync("python3", ["-c", CODE], { encoding: "utf8" });
    const { envelope } = await attack(CODE, { limits, timeoutSeconds: 60 });
    expect(envelope.error).toBeUndefined();
    expect(envelope.prints).toBe(expected);
  }, 90_000);
});
