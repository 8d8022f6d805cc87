// The `hashlib` module: md5, sha1, sha224, sha256, sha384 and sha512 hash objects over bytes (update, digest,
// hexdigest, copy, name, digest_size, block_size) and hashlib.new(name, data).
import { E, PyByteArray, PyBytes, PyModule, PyType, T, builtin, defineMethods, defineProperties, markNoDescriptors, raise } from "../../values/index.js";
import { BLOCK_SIZE, DIGEST_SIZE, digest, type DigestName } from "./digests.js";

const HashType = new PyType("HASH", [T.object], "_hashlib");
const NAMES: DigestName[] = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512"];

export const hexOf = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");

export class PyHash {
  private chunks: Uint8Array[] = [];

  constructor(readonly name: DigestName) {}

  update(data: unknown): void {
    if (typeof data === "string") raise(E.TypeError, "Strings must be encoded before hashing");
    if (!(data instanceof PyBytes)) raise(E.TypeError, `object supporting the buffer API required`);
    // A bytearray's bytes may change after the update: kept as they are now.
    this.chunks.push(data instanceof PyByteArray ? data.b.slice() : (data as PyBytes).b);
  }

  digest(): Uint8Array {
    const total = this.chunks.reduce((n, c) => n + c.length, 0);
    const all = new Uint8Array(total);
    let off = 0;
    for (const c of this.chunks) {
      all.set(c, off);
      off += c.length;
    }
    this.chunks = [all];
    return digest(this.name, all);
  }

  copy(): PyHash {
    const h = new PyHash(this.name);
    h.chunks = this.chunks.slice();
    return h;
  }

  $repr(): string {
    return `<${this.name} _hashlib.HASH object @ 0x7f3a5c000000>`;
  }
}
Object.defineProperty(PyHash.prototype, "$type", { value: HashType });

defineMethods(HashType, {
  update: builtin("update", "self, obj, /", (self: PyHash, data: unknown) => (self.update(data), null)),
  digest: builtin("digest", "self, /", (self: PyHash) => new PyBytes(self.digest())),
  hexdigest: builtin("hexdigest", "self, /", (self: PyHash) => hexOf(self.digest())),
  copy: builtin("copy", "self, /", (self: PyHash) => self.copy()),
});
defineProperties(HashType, {
  name: (self: PyHash) => self.name,
  digest_size: (self: PyHash) => DIGEST_SIZE[self.name],
  block_size: (self: PyHash) => BLOCK_SIZE[self.name],
});

/** hashlib.new's reading of an algorithm's name (`"SHA-256"` too); ValueError for any other. */
export function digestName(name: string): DigestName {
  const n = name.toLowerCase().replace("-", "") as DigestName;
  if (!NAMES.includes(n)) raise(E.ValueError, `unsupported hash type ${name}`);
  return n;
}

function make(name: DigestName, data: unknown): PyHash {
  const h = new PyHash(name);
  if (data !== undefined && data !== null) h.update(data);
  return h;
}

export function hashlibModule(): PyModule {
  const attrs: Record<string, unknown> = {
    new: builtin("new", "name, data=b'', *, usedforsecurity=True", (name: unknown, data: unknown) => {
      if (typeof name !== "string") raise(E.TypeError, "name must be a string");
      return make(digestName(name as string), data);
    }),
  };
  for (const n of NAMES) attrs[n] = builtin(n, "string=b'', *, usedforsecurity=True", (data: unknown) => make(n, data));
  // The named constructors are _hashlib's C functions (no __get__); new() is hashlib.py's def.
  markNoDescriptors(NAMES.map((n) => attrs[n]));
  return new PyModule("hashlib", attrs);
}
