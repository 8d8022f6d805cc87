# Modules: uuid — UUID from hex/int/bytes and its attributes, reprs, comparison and hashing;
# uuid3/uuid5 exact; uuid4's shape (its bits come from the flow's seed, see random-seed.test.ts).
# ---- uuid_from_hex
import uuid
u = uuid.UUID("12345678123456781234567812345678")
print(repr(u), u, u.hex, u.int, u.urn)
# ---- uuid_hex_forms
import uuid
print(uuid.UUID("{12345678-1234-5678-1234-567812345678}"), uuid.UUID("urn:uuid:12345678-1234-5678-1234-567812345678"), uuid.UUID("12345678-1234-5678-1234-56781234567A"))
# ---- uuid_from_int_bytes
import uuid
print(uuid.UUID(int=5), uuid.UUID(int=2**128 - 1), uuid.UUID(bytes=b"0123456789abcdef"))
# ---- uuid_fields
import uuid
u = uuid.UUID("12345678-1234-5678-9234-567812345678")
print(u.fields, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node)
# ---- uuid_bytes
import uuid
print(uuid.UUID("12345678123456781234567812345678").bytes)
# ---- uuid_version_variant
import uuid
print(uuid.UUID("12345678123456781234567812345678").version, uuid.UUID("12345678123456781234567812345678").variant)
u = uuid.UUID(hex="12345678123456781234567812345678", version=4)
print(u, u.version, u.variant)
print(uuid.UUID(int=0).variant, uuid.UUID("00000000-0000-0000-c000-000000000000").variant, uuid.UUID("00000000-0000-0000-e000-000000000000").variant)
# ---- uuid_errors
import uuid
tests = [lambda: uuid.UUID("xyz"), lambda: uuid.UUID("12345678-1234-5678-1234-5678123456789"), lambda: uuid.UUID(int=-1),
         lambda: uuid.UUID(int=2**128), lambda: uuid.UUID(), lambda: uuid.UUID(hex="12345678123456781234567812345678", version=9),
         lambda: uuid.UUID(bytes=b"short")]
for t in tests:
    try:
        t()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# ---- uuid_non_str_hex
import uuid
try:
    uuid.UUID(5)
except AttributeError as e:
    print(e)
# ---- uuid5_uuid3
import uuid
print(uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"))
print(uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/a?b=c"), uuid.uuid3(uuid.NAMESPACE_OID, "1.2.3"), uuid.uuid5(uuid.NAMESPACE_X500, "cn=x"))
# ---- uuid5_unicode_and_bytes
import uuid
print(uuid.uuid5(uuid.NAMESPACE_DNS, "café ☕"), uuid.uuid5(uuid.NAMESPACE_DNS, b"raw"))
# ---- uuid5_stable_ids_flow
import uuid
users = ["alice@example.com", "bob@example.com"]
ids = {u: str(uuid.uuid5(uuid.NAMESPACE_URL, "mailto:" + u)) for u in users}
print(ids)
ids
# ---- namespaces_constants
import uuid
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
# ---- uuid_comparison
import uuid
a = uuid.UUID(int=1)
b = uuid.UUID(int=2)
print(a < b, a == uuid.UUID(int=1), a != b, sorted([b, a]), max(a, b), a == "00000000-0000-0000-0000-000000000001")
# ---- uuid_hash
import uuid
u = uuid.uuid5(uuid.NAMESPACE_DNS, "x")
print({u: 1}[uuid.UUID(str(u))], len({u, uuid.UUID(u.hex)}))
# ---- uuid_compare_type_error
import uuid
try:
    uuid.UUID(int=1) < 5
except TypeError as e:
    print(e)
# ---- uuid4_shape
import uuid
u = uuid.uuid4()
s = str(u)
print(u.version, u.variant, len(s), s[14], s[19] in "89ab", type(u).__name__, u != uuid.uuid4())
# ---- uuid_str_in_fstring
import uuid
u = uuid.UUID(int=255)
print(f"id={u}", f"{u!r}", "%s" % u, str(u).upper())
