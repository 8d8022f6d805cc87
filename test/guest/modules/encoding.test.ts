// string, base64 and hashlib against CPython.
import { describe } from "vitest";
import { differential } from "./harness.js";

const strings = [
  "string.ascii_letters", "string.ascii_lowercase", "string.ascii_uppercase", "string.digits", "string.hexdigits",
  "string.octdigits", "string.punctuation", "string.whitespace", "string.printable", "string.capwords(' hello   wORLD ')",
  "string.capwords('a-b-c', '-')",
];

const b64 = [
  "base64.b64encode(b'hello world')", "base64.b64encode(b'')", "base64.b64encode(b'a')", "base64.b64encode(b'ab')",
  "base64.b64encode('text'.encode())", "base64.b64encode('héllo'.encode())", "base64.b64encode('x')",
  "base64.b64decode(b'aGVsbG8gd29ybGQ=')", "base64.b64decode('aGVsbG8=')", "base64.b64decode('YWJj\\nZA==')", "base64.b64decode(b'YW=Jj')",
  "base64.b64decode('YWJ')", "base64.b64decode('Y')", "base64.b64decode('é')", "base64.b64decode('YW Jj', validate=True)",
  "base64.b64decode('YWJj', validate=True)", "base64.b64decode('=YWJj', validate=True)", "base64.b64decode('YWJj=', validate=True)",
  "base64.b64decode('YQ==YQ', validate=True)", "base64.b64decode('YQ=x', validate=True)", "base64.b64decode(b'YWJjZA==extra')", "base64.b64decode('aGVsbG8=').decode()",
  "base64.urlsafe_b64encode(b'\\xff\\xfe\\xfd')", "base64.urlsafe_b64decode('__79')", "base64.b64encode(b'\\xff\\xfe', altchars=b'-_')",
  "base64.b64decode(b'_-8=', altchars=b'_-')", "base64.standard_b64encode(b'xyz')", "base64.standard_b64decode(b'eHl6')",
  "base64.b32encode(b'hello')", "base64.b32encode(b'a')", "base64.b32decode(b'NBSWY3DP')", "base64.b32decode(b'ME======')",
  "base64.b32decode(b'me======', casefold=True)", "base64.b32decode(b'ME=====')", "base64.b16encode(b'\\x01\\xab')",
  "base64.b16decode(b'01AB')", "base64.b16decode(b'01ab')", "base64.b16decode(b'01ab', casefold=True)", "base64.b64decode(5)",
];

const hashes = [
  "hashlib.md5(b'hello').hexdigest()", "hashlib.sha1(b'hello').hexdigest()", "hashlib.sha256(b'hello').hexdigest()",
  "hashlib.sha512(b'hello').hexdigest()", "hashlib.sha256(b'').hexdigest()", "hashlib.sha256('héllo wörld'.encode()).hexdigest()",
  "hashlib.md5(b'a' * 1000).hexdigest()", "hashlib.sha256(b'x' * 55).hexdigest()", "hashlib.sha256(b'x' * 64).hexdigest()",
  "hashlib.sha256(b'abc').digest()", "hashlib.new('sha256', b'abc').hexdigest()", "hashlib.new('md4')", "hashlib.sha256('abc')",
  "hashlib.sha256().hexdigest()", "hashlib.sha256(b'abc').name", "hashlib.sha256(b'abc').digest_size", "hashlib.sha512().block_size",
  "hashlib.md5(b'abc').digest_size",
];

describe("string (differential against CPython)", () => differential("import string", strings));
describe("base64 (differential against CPython)", () => differential("import base64", b64));
describe("hashlib (differential against CPython)", () => differential("import hashlib", hashes));
