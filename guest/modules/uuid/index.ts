// The `uuid` module: UUID (from hex, int or bytes; hex/int/bytes/version/variant/fields/urn,
// ordering by value), the name-based uuid3 (MD5) and uuid5 (SHA-1) exactly as CPython, and
// uuid4 from a random stream of the flow's own seed (deterministic per flow; CPython reads
// os.urandom). uuid1 needs a host clock and MAC address: not provided.

import {
  E,
  type Int,
  PyBytes,
  PyModule,
  PyTuple,
  PyType,
  T,
  builtin,
  defineProperties,
  isInt,
  normInt,
  pyDef,
  raise,
  toBigInt,
  typeName,
  utf8Encode,
} from "../../values/index.js";
import { digest } from "../hashlib/digests.js";
import { Random } from "../random/generator.js";

const UUIDType = new PyType("UUID", [T.object], "uuid");
const MAX = 1n << 128n;
// Arbitrary, fixed: which of the flow's streams uuid4 draws from.
const UUID4_STREAM = 0x75756964;

const RESERVED_NCS = "reserved for NCS compatibility";
const RFC_4122 = "specified in RFC 4122";
const RESERVED_MICROSOFT = "reserved for Microsoft compatibility";
const RESERVED_FUTURE = "reserved for future definition";

class UUID {
  constructor(readonly int: bigint) {}

  get hex(): string {
    return this.int.toString(16).padStart(32, "0");
  }

  $str(): string {
    const h = this.hex;
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }

  $repr(): string {
    return `UUID('${this.$str()}')`;
  }

  $compare(other: unknown): number | undefined {
    if (!(other instanceof UUID)) return undefined;
    return this.int < other.int ? -1 : this.int > other.int ? 1 : 0;
  }

  $eq(other: unknown): boolean {
    return other instanceof UUID && other.int === this.int;
  }

  $hashKey(): string {
    return this.hex;
  }

  get variant(): string {
    if (!(this.int & (0x8000n << 48n))) return RESERVED_NCS;
    if (!(this.int & (0x4000n << 48n))) return RFC_4122;
    if (!(this.int & (0x2000n << 48n))) return RESERVED_MICROSOFT;
    return RESERVED_FUTURE;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(16);
    for (let i = 0; i < 16; i++) out[i] = Number((this.int >> BigInt(8 * (15 - i))) & 0xffn);
    return out;
  }

  field(shift: number, bits: number): Int {
    return normInt((this.int >> BigInt(shift)) & ((1n << BigInt(bits)) - 1n));
  }
}
Object.defineProperty(UUID.prototype, "$type", { value: UUIDType });

function withVersion(int: bigint, version: number): bigint {
  if (version < 1 || version > 5) raise(E.ValueError, "illegal version number");
  int &= ~(0xc000n << 48n);
  int |= 0x8000n << 48n;
  int &= ~(0xf000n << 64n);
  return int | (BigInt(version) << 76n);
}

function fromBytes(b: Uint8Array): bigint {
  let n = 0n;
  for (const x of b) n = (n << 8n) | BigInt(x);
  return n;
}

function make(hex: unknown, bytes: unknown, int: unknown, version: unknown): UUID {
  const given = [hex, bytes, int].filter((x) => x !== null).length;
  if (given !== 1) raise(E.TypeError, "one of the hex, bytes, bytes_le, fields, or int arguments must be given");
  let n: bigint;
  if (hex !== null) {
    if (typeof hex !== "string") return raise(E.AttributeError, `'${typeName(hex)}' object has no attribute 'replace'`);
    const h = hex.split("urn:").join("").split("uuid:").join("").replace(/^[{}]+|[{}]+$/g, "").split("-").join("");
    if (h.length !== 32 || !/^[0-9a-fA-F]+$/.test(h)) raise(E.ValueError, "badly formed hexadecimal UUID string");
    n = BigInt(`0x${h}`);
  } else if (bytes !== null) {
    if (!(bytes instanceof PyBytes) || bytes.b.length !== 16) return raise(E.ValueError, "bytes is not a 16-char string");
    n = fromBytes(bytes.b);
  } else {
    if (!isInt(int)) raise(E.TypeError, "'<=' not supported between instances of 'int' and 'str'");
    n = toBigInt(int as Int);
    if (n < 0n || n >= MAX) raise(E.ValueError, "int is out of range (need a 128-bit value)");
  }
  if (version !== null) n = withVersion(n, Number(version));
  return new UUID(n);
}

UUIDType.construct = (pos, kw) => ctor.$kw!(pos, kw ?? {});
const ctor = pyDef("UUID.__init__", "hex=None, bytes=None, bytes_le=None, fields=None, int=None, version=None, *, is_safe=None", (hex: unknown, bytes: unknown, _le: unknown, _f: unknown, int: unknown, version: unknown) =>
  make(hex, bytes, int, version),
);

defineProperties(UUIDType, {
  hex: (u: UUID) => u.hex,
  int: (u: UUID) => normInt(u.int),
  bytes: (u: UUID) => new PyBytes(u.bytes()),
  urn: (u: UUID) => `urn:uuid:${u.$str()}`,
  variant: (u: UUID) => u.variant,
  version: (u: UUID) => (u.variant === RFC_4122 ? Number((u.int >> 76n) & 0xfn) : null),
  time_low: (u: UUID) => u.field(96, 32),
  time_mid: (u: UUID) => u.field(80, 16),
  time_hi_version: (u: UUID) => u.field(64, 16),
  clock_seq_hi_variant: (u: UUID) => u.field(56, 8),
  clock_seq_low: (u: UUID) => u.field(48, 8),
  node: (u: UUID) => u.field(0, 48),
  fields: (u: UUID) => new PyTuple([u.field(96, 32), u.field(80, 16), u.field(64, 16), u.field(56, 8), u.field(48, 8), u.field(0, 48)]),
});

/** uuid3/uuid5: the hash of the namespace's bytes and the name's UTF-8, first 16 bytes. */
function nameBased(kind: "md5" | "sha1", version: number) {
  return (namespace: unknown, name: unknown) => {
    if (!(namespace instanceof UUID)) return raise(E.AttributeError, `'${typeName(namespace)}' object has no attribute 'bytes'`);
    const nameBytes = typeof name === "string" ? utf8Encode(name) : raise(E.TypeError, "encoding without a string argument");
    const hash = digest(kind, new Uint8Array([...namespace.bytes(), ...nameBytes]));
    return new UUID(withVersion(fromBytes(hash.slice(0, 16)), version));
  };
}

let uuid4Stream: Random | null = null;

function uuid4(): UUID {
  uuid4Stream ??= Random.forFlow(UUID4_STREAM);
  const bits = toBigInt(uuid4Stream.getrandbits(128));
  return new UUID(withVersion(bits, 4));
}

export function uuidModule(): PyModule {
  const ns = (hex: string) => new UUID(BigInt(`0x${hex}`));
  return new PyModule("uuid", {
    UUID: UUIDType,
    uuid3: pyDef("uuid3", "namespace, name", nameBased("md5", 3)),
    uuid5: pyDef("uuid5", "namespace, name", nameBased("sha1", 5)),
    uuid4: builtin("uuid4", "", uuid4, { style: "python" }),
    NAMESPACE_DNS: ns("6ba7b8109dad11d180b400c04fd430c8"),
    NAMESPACE_URL: ns("6ba7b8119dad11d180b400c04fd430c8"),
    NAMESPACE_OID: ns("6ba7b8129dad11d180b400c04fd430c8"),
    NAMESPACE_X500: ns("6ba7b8149dad11d180b400c04fd430c8"),
    RESERVED_NCS,
    RFC_4122,
    RESERVED_MICROSOFT,
    RESERVED_FUTURE,
  });
}
