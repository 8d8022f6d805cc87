#!/usr/bin/env python3
"""Writes unicode-names/data.ts: every Unicode character name CPython's unicodedata knows, its
name aliases and named sequences, compactly encoded (unicode-names/table.ts decodes it).

    python3 scripts/gen-unicode-names.py

A developer tool: run it with the CPython whose Unicode version toolflow matches (3.11 ->
Unicode 14.0.0). Names come from unicodedata.name; aliases and named sequences from the
private code points where CPython keeps them (U+F0000.., U+F0200..), read through the
unicodedata._ucnhash_CAPI capsule, so nothing is typed in by hand. test/unicode-names/ checks
the decoded table against python3 for every code point.

Encoding: names are ordered by code point; each record is " " + header + [gap] + word codes.
The header says how many leading words repeat the previous name's and whether a code-point
gap follows; words are indices into WORDS (most frequent first) in one to three characters of
the 92-character alphabet below. Every BLOCK-th record restarts (no shared words, its code
point, offset and last code point in BLOCKS), so name() decodes at most one block; FIRSTS lists
each block's first words, so lookup() decodes only the blocks of its name's first word. Names of the form PREFIX-XXXX over a
run of code points are stored as ranges; Hangul syllables are computed from their jamo.
"""
import collections
import ctypes
import json
import os
import sys
import unicodedata

ALPHABET = "!" + "".join(chr(c) for c in range(0x23, 0x7F) if c != 0x5C)
assert len(ALPHABET) == 92
ONE, TWO = 50, 40  # one-character word codes; prefixes of two-character codes (the rest: three)
BLOCK = 32
HANGUL_FIRST, HANGUL_LAST = 0xAC00, 0xD7A3
# CPython computes these names (and matches their prefix case-sensitively); the others are stored.
COMPUTED_PREFIX = "CJK UNIFIED IDEOGRAPH-"
HEX_PREFIXES = ["CJK COMPATIBILITY IDEOGRAPH-", "KHITAN SMALL SCRIPT CHARACTER-", "NUSHU CHARACTER-"]
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unicode-names", "data.ts")


def private_names():
    """CPython's aliases (U+F0000..) and named sequences (U+F0200..), by its own getname."""
    api = ctypes.pythonapi
    api.PyCapsule_GetPointer.restype = ctypes.c_void_p
    api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    table = api.PyCapsule_GetPointer(unicodedata._ucnhash_CAPI, b"unicodedata._ucnhash_CAPI")
    getname_t = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint32, ctypes.c_char_p, ctypes.c_int, ctypes.c_int)
    getname = getname_t(ctypes.cast(table, ctypes.POINTER(ctypes.c_void_p))[0])
    buf = ctypes.create_string_buffer(300)
    aliases, sequences = [], []
    for cp in range(0xF0000, 0xF0800):
        if getname(cp, buf, 300, 1):
            name = buf.value.decode("ascii")
            value = unicodedata.lookup(name)
            if cp < 0xF0200:
                assert len(value) == 1
                aliases.append((name, ord(value)))
            else:
                sequences.append((name, [ord(c) for c in value]))
    return aliases, sequences


def ranges(cps):
    out = []
    for cp in cps:
        if out and out[-1][1] == cp - 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return out


def word_code(i):
    if i < ONE:
        return ALPHABET[i]
    j = i - ONE
    if j < TWO * 92:
        return ALPHABET[ONE + j // 92] + ALPHABET[j % 92]
    j -= TWO * 92
    assert j < (92 - ONE - TWO) * 92 * 92
    return ALPHABET[ONE + TWO + j // (92 * 92)] + ALPHABET[(j // 92) % 92] + ALPHABET[j % 92]


def varint(n):
    out = ""
    while n >= 46:
        out += ALPHABET[46 + n % 46]
        n //= 46
    return out + ALPHABET[n]


def main():
    if unicodedata.unidata_version != "14.0.0":
        sys.exit(f"unicodedata is Unicode {unicodedata.unidata_version}; toolflow matches CPython 3.11 (14.0.0)")
    stored, computed, hexed = {}, [], collections.defaultdict(list)
    for cp in range(0x110000):
        name = unicodedata.name(chr(cp), None)
        if name is None or HANGUL_FIRST <= cp <= HANGUL_LAST:
            continue
        suffix = "%04X" % cp
        if name == COMPUTED_PREFIX + suffix:
            computed.append(cp)
        elif name.endswith("-" + suffix) and name[: -len(suffix)] in HEX_PREFIXES:
            hexed[name[: -len(suffix)]].append(cp)
        else:
            stored[cp] = name
    words = collections.Counter(w for n in stored.values() for w in n.split(" "))
    order = [w for w, _ in words.most_common()]
    rank = {w: i for i, w in enumerate(order)}
    records, blocks, firsts, prev, last = [], [], [], [], -1
    offset = 0
    for k, cp in enumerate(sorted(stored)):
        tokens = stored[cp].split(" ")
        if k % BLOCK == 0:
            firsts.append(set())
        firsts[-1].add(rank[tokens[0]])
        if k % BLOCK == 0:
            blocks += [cp, offset, cp]
            head = ALPHABET[0]
        else:
            shared = 0
            while shared < 15 and shared < len(tokens) - 1 and shared < len(prev) and tokens[shared] == prev[shared]:
                shared += 1
            gap = cp - last - 1
            head = ALPHABET[shared + (16 if gap else 0)] + (varint(gap) if gap else "")
            tokens = tokens[shared:]
        record = " " + head + "".join(word_code(rank[w]) for w in tokens)
        records.append(record)
        offset += len(record)
        prev, last = stored[cp].split(" "), cp
        blocks[-1] = cp
    aliases, sequences = private_names()
    # Every field a string (the arrays as JSON): a program that carries the table holds string
    # literals only, which QuickJS compiles several times faster than array literals.
    packed = lambda v: json.dumps(v, separators=(",", ":"))
    data = {
        "WORDS": " ".join(order),
        "NAMES": "".join(records),
        "BLOCKS": packed(blocks),
        "FIRSTS": packed([sorted(f) for f in firsts]),
        "COMPUTED": packed([x for r in ranges(computed) for x in r]),
        "HEXED": packed([[p, [x for r in ranges(hexed[p]) for x in r]] for p in HEX_PREFIXES]),
        "ALIASES": "|".join(f"{n};{cp:X}" for n, cp in aliases),
        "SEQUENCES": "|".join(f"{n};{' '.join('%X' % c for c in cps)}" for n, cps in sequences),
    }
    lines = [
        f"// Generated by scripts/gen-unicode-names.py from CPython {sys.version.split()[0]}'s unicodedata"
        f" (Unicode {unicodedata.unidata_version}): do not edit.",
        "// Loaded only by a script that needs a character name (unicode-names/load.ts); never part of the guest.",
    ]
    lines += [f"export const {k} = {json.dumps(v, separators=(',', ':'))};" for k, v in data.items()]
    with open(OUT, "w", encoding="ascii") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(stored)} stored names, {len(order)} words, {len(computed)} computed, "
          f"{sum(len(v) for v in hexed.values())} hex-suffixed, {len(aliases)} aliases, "
          f"{len(sequences)} sequences: {os.path.getsize(OUT)} bytes")


main()
