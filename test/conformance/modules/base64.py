# Modules: base64 — b64/urlsafe/b32/b16 encode and decode over bytes from str.encode().
# ---- b64_roundtrip
import base64
b = base64.b64encode("hello world".encode())
print(b, b.decode(), base64.b64decode(b).decode(), base64.b64decode("aGk=").decode())
# ---- b64_unicode
import base64
s = "héllo ✓"
e = base64.b64encode(s.encode("utf-8"))
print(e, base64.b64decode(e).decode("utf-8") == s, len(s.encode()))
# ---- urlsafe
import base64
data = bytes([251, 255, 191, 0]) if False else "??>>".encode()
print(base64.urlsafe_b64encode(data), base64.b64encode(data), base64.urlsafe_b64decode(base64.urlsafe_b64encode(data)))
# ---- b32_b16
import base64
print(base64.b32encode(b"abc"), base64.b16encode(b"abc"), base64.b32decode(b"MFRGG==="), base64.b16decode("616263"))
# ---- bad_padding
import base64
base64.b64decode("abc")
# ---- bytes_ops
b = "abc".encode()
print(b, len(b), b[0], list(b), b == b"abc", repr("é".encode()))
# ---- decode_error
b"\xff".decode()
# ---- jwt_like
import base64, json
payload = base64.urlsafe_b64encode(json.dumps({"sub": "1", "n": 2}).encode()).decode().rstrip("=")
print(payload, json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))))
