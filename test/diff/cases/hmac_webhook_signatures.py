# hmac (new, HMAC, digest, compare_digest, copy) over every hashlib digest, sha224/sha384 too,
# with CPython's errors for a missing digestmod, str keys and messages, and odd digestmods.
import hmac, hashlib, json
secret = b"whsec_test"
body = json.dumps({"event": "push", "id": 42}, separators=(",", ":")).encode()
sig = hmac.new(secret, body, hashlib.sha256).hexdigest()
print(sig)
print(hmac.compare_digest(sig, hmac.new(secret, body, "sha256").hexdigest()), hmac.compare_digest(b"a", b"b"))
h = hmac.new(b"k" * 200, digestmod=hashlib.sha512)
h.update(b"part1"); h2 = h.copy(); h.update(b"part2")
print(h.hexdigest()[:32], h2.hexdigest()[:32], h.name, h.digest_size, h.block_size, isinstance(h, hmac.HMAC))
print(hmac.digest(b"key", b"msg", "sha1"), hmac.HMAC(b"k", b"m", "md5").hexdigest())
for alg in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512"]:
    print(alg, hmac.new(b"", b"", alg).hexdigest()[:20], hashlib.new(alg, b"abc").hexdigest()[-20:], getattr(hashlib, alg)(b"x" * 200).digest_size, hashlib.new(alg).block_size)
for f in [lambda: hmac.new(b"k", b"m"), lambda: hmac.new("k", b"m", "sha256"), lambda: hmac.new(b"k", "m", "sha256"), lambda: hmac.compare_digest("a", b"a"), lambda: hmac.compare_digest("é", "é"), lambda: hmac.new(b"k", b"m", "nope"), lambda: hmac.new(b"k", b"m", 5)]:
    try: print(f())
    except (TypeError, ValueError, AttributeError) as e: print(type(e).__name__, e)
print(repr(h)[:17])
for f in [lambda: hmac.compare_digest(1, 2), lambda: hmac.compare_digest(b"a", "a"), lambda: hmac.new(b"k", b"m", lambda: 5)]:
    try: print(f())
    except (TypeError, ValueError, AttributeError) as e: print(type(e).__name__, e)
