// The `hmac` module (RFC 2104 over hashlib's digests): new, digest, compare_digest and the HMAC
// object (update, digest, hexdigest, copy, name, digest_size, block_size), as CPython 3.11's.
import { E, PyBytes, PyModule, PyType, T, builtin, callPy, defineMethods, defineProperties, fakeAddress, isCallable, raise, typeName } from "../values/index.js";
import { BLOCK_SIZE, DIGEST_SIZE, digest, type DigestName } from "./hashlib/digests.js";
import { PyHash, digestName, hexOf } from "./hashlib/index.js";

const HmacType = new PyType("HMAC", [T.object], "hmac");

/** A digestmod: a hash's name, a constructor such as `hashlib.sha256`, or a module with `new`. */
function digestOf(digestmod: unknown): DigestName {
  if (digestmod === null || digestmod === "") raise(E.TypeError, "Missing required parameter 'digestmod'.");
  if (typeof digestmod === "string") return digestName(digestmod);
  // hmac.py calls a callable and reads `new` from anything else.
  if (!isCallable(digestmod)) raise(E.AttributeError, `'${typeName(digestmod)}' object has no attribute 'new'`);
  const made = callPy(digestmod, []);
  // hmac.py's fallback reads the made object's digest_size first.
  if (!(made instanceof PyHash)) raise(E.AttributeError, `'${typeName(made)}' object has no attribute 'digest_size'`);
  return (made as PyHash).name;
}

function bytesOf(x: unknown, what: string): Uint8Array {
  if (x instanceof PyBytes) return x.b;
  return raise(E.TypeError, `${what}: expected bytes or bytearray, but got '${typeName(x)}'`);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The outer digest over the inner hash object, which keeps the message's chunks (hashlib's). */
class PyHmac {
  private constructor(
    readonly hash: DigestName,
    private readonly outer: Uint8Array,
    private readonly inner: PyHash,
  ) {}

  static keyed(hash: DigestName, key: Uint8Array): PyHmac {
    const block = BLOCK_SIZE[hash];
    const k = new Uint8Array(block);
    k.set(key.length > block ? digest(hash, key) : key);
    const inner = new PyHash(hash);
    inner.update(new PyBytes(k.map((b) => b ^ 0x36)));
    return new PyHmac(hash, k.map((b) => b ^ 0x5c), inner);
  }

  update(data: unknown): void {
    this.inner.update(data);
  }

  digest(): Uint8Array {
    return digest(this.hash, concat(this.outer, this.inner.digest()));
  }

  copy(): PyHmac {
    return new PyHmac(this.hash, this.outer, this.inner.copy());
  }

  $repr(): string {
    return `<hmac.HMAC object at ${fakeAddress(this)}>`;
  }
}
Object.defineProperty(PyHmac.prototype, "$type", { value: HmacType });

defineMethods(HmacType, {
  update: builtin("update", "self, msg", (self: PyHmac, msg: unknown) => (self.update(msg), null)),
  digest: builtin("digest", "self", (self: PyHmac) => new PyBytes(self.digest())),
  hexdigest: builtin("hexdigest", "self", (self: PyHmac) => hexOf(self.digest())),
  copy: builtin("copy", "self", (self: PyHmac) => self.copy()),
});
defineProperties(HmacType, {
  name: (self: PyHmac) => `hmac-${self.hash}`,
  digest_size: (self: PyHmac) => DIGEST_SIZE[self.hash],
  block_size: (self: PyHmac) => BLOCK_SIZE[self.hash],
});

function newHmac(key: unknown, msg: unknown, digestmod: unknown): PyHmac {
  const h = PyHmac.keyed(digestOf(digestmod), bytesOf(key, "key"));
  if (msg !== null) h.update(msg);
  return h;
}

/** compare_digest: two str (ASCII only) or two bytes, compared whole. */
function compareDigest(a: unknown, b: unknown): boolean {
  if (typeof a === "string" && typeof b === "string") {
    if (/[^\x00-\x7f]/.test(a + b)) raise(E.TypeError, "comparing strings with non-ASCII characters is not supported");
    return a === b;
  }
  if (a instanceof PyBytes && b instanceof PyBytes) return a.b.length === b.b.length && a.b.every((x, i) => x === b.b[i]);
  // A str beside bytes is read as a buffer, which it is not.
  if (typeof a === "string" || typeof b === "string") raise(E.TypeError, `a bytes-like object is required, not 'str'`);
  return raise(E.TypeError, `unsupported operand types(s) or combination of types: '${typeName(a)}' and '${typeName(b)}'`);
}

/** hmac.compare_digest, which secrets re-exports. */
export const compare_digest = builtin("compare_digest", "a, b, /", compareDigest);

const construct = builtin("HMAC", "key, msg=None, digestmod=''", newHmac);
HmacType.construct = (pos, kw) => callPy(construct, pos, kw);

export function hmacModule(): PyModule {
  return new PyModule("hmac", {
    new: builtin("new", "key, msg=None, digestmod=''", newHmac),
    HMAC: HmacType,
    digest: builtin("digest", "key, msg, digest", (key: unknown, msg: unknown, d: unknown) => new PyBytes(newHmac(key, msg, d).digest())),
    compare_digest,
  });
}
