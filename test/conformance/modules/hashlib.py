# Modules: hashlib — md5, sha1, sha256 (and friends) hexdigest.
# ---- digests
import hashlib
for name in ["md5", "sha1", "sha256"]:
    print(name, getattr(hashlib, name)(b"hello").hexdigest())
# ---- empty_and_unicode
import hashlib
print(hashlib.sha256(b"").hexdigest(), hashlib.md5("héllo ✓".encode()).hexdigest())
# ---- update_incremental
import hashlib
h = hashlib.sha256()
h.update(b"hel")
h.update("lo".encode())
print(h.hexdigest() == hashlib.sha256(b"hello").hexdigest(), h.digest_size, h.name)
# ---- digest_bytes
import hashlib
d = hashlib.md5(b"x").digest()
print(len(d), list(d[:3]), hashlib.sha1(b"abc").digest()[:4])
# ---- new_and_sha512
import hashlib
print(hashlib.new("sha256", b"a").hexdigest(), hashlib.sha512(b"a").hexdigest()[:32])
# ---- str_argument
import hashlib
hashlib.sha256("text")
# ---- cache_key
import hashlib, json
key = hashlib.sha1(json.dumps({"b": 1, "a": [1, 2]}, sort_keys=True).encode()).hexdigest()[:12]
print(key)
