// The decoded name table against python3's unicodedata, exhaustively, in one python3 run: name()
// of every code point, lookup() of every name in capitals and in lower case, every alias (which
// `\N{...}` accepts) and every named sequence (which only lookup() accepts), and names near
// misses of the computed ones (CJK, Hangul).
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { loadUnicodeNames, type LoadedNames } from "../../unicode-names/load.js";
import { transpileScript } from "../../transpiler/index.js";

const ORACLE = String.raw`
import json, sys, unicodedata
probes = json.loads(sys.stdin.read())
names = [unicodedata.name(chr(cp), "") for cp in range(0x110000)]
def look(n):
    try:
        return unicodedata.lookup(n)
    except KeyError as e:
        return None
def escape(n):
    try:
        return eval('"\\N{' + n + '}"')
    except SyntaxError:
        return None
lower = [look(n.lower()) for n in names if n]
print(json.dumps({"names": names, "lower": lower,
    "probes": [look(p) for p in probes], "escapes": [escape(p) for p in probes]}))
`;

let table: LoadedNames;
beforeAll(async () => {
  table = await loadUnicodeNames();
});

function aliasesAndSequences(): string[] {
  const split = (s: string) => s.split("|").map((e) => e.split(";")[0]);
  return [...split(table.data.ALIASES), ...split(table.data.SEQUENCES)];
}

describe("unicode-names table against python3", () => {
  it("name(), lookup() and \\N{} agree with CPython for every code point, alias and named sequence", () => {
    const nearMisses = [
      "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPH-04E00", "CJK UNIFIED IDEOGRAPH-4e00", "cjk unified ideograph-4E00",
      "CJK UNIFIED IDEOGRAPH-9FFF", "CJK UNIFIED IDEOGRAPH-A000", "CJK UNIFIED IDEOGRAPH-20000", "CJK UNIFIED IDEOGRAPH-2A6DF",
      "CJK UNIFIED IDEOGRAPH-", "CJK UNIFIED IDEOGRAPH-4E0", "CJK UNIFIED IDEOGRAPH-4E000",
      "HANGUL SYLLABLE GA", "HANGUL SYLLABLE ga", "hangul syllable GA", "HANGUL SYLLABLE ", "HANGUL SYLLABLE A",
      "HANGUL SYLLABLE GGAG", "HANGUL SYLLABLE GAX", "HANGUL SYLLABLE HIH", "HANGUL SYLLABLE YI",
      "cjk compatibility ideograph-f900", "CJK COMPATIBILITY IDEOGRAPH-0F900", "CJK COMPATIBILITY IDEOGRAPH-FA6E",
      "nushu character-1b170", "KHITAN SMALL SCRIPT CHARACTER-18B00", "TANGUT IDEOGRAPH-17000",
      "latin small letter a", "Latin Small Letter A", "LATIN SMALL LETTER A ", " LATIN SMALL LETTER A", "LATIN  SMALL LETTER A",
      "LATIN SMALL LETTER \u0131", "", "A", "SPACE", "space", "nul", "bom", "vs256", "keycap number sign",
    ];
    const probes = [...nearMisses, ...aliasesAndSequences(), ...aliasesAndSequences().map((n) => n.toLowerCase())];
    const oracle = JSON.parse(execFileSync("python3", ["-c", ORACLE], { input: JSON.stringify(probes), maxBuffer: 256 << 20 }).toString());
    const { names } = table;
    const ours = Array.from({ length: 0x110000 }, (_, cp) => names.name(cp) ?? "");
    const nameMismatches = ours.flatMap((n, cp) => (n === oracle.names[cp] ? [] : [`${cp.toString(16)}: ${n} != ${oracle.names[cp]}`]));
    expect(nameMismatches.slice(0, 10)).toEqual([]);
    const named = (oracle.names as string[]).flatMap((n, cp) => (n ? [[n, cp] as const] : []));
    const roundTrip = named.flatMap(([n, cp]) => (names.lookup(n, true) === String.fromCodePoint(cp) ? [] : [n]));
    expect(roundTrip.slice(0, 10)).toEqual([]);
    const lower = named.flatMap(([n], i) => ((names.lookup(n.toLowerCase(), true) ?? null) === oracle.lower[i] ? [] : [n]));
    expect(lower.slice(0, 10)).toEqual([]);
    const probed = probes.flatMap((p, i) => ((names.lookup(p, true) ?? null) === oracle.probes[i] ? [] : [`lookup ${p}`]));
    const escaped = probes.flatMap((p, i) => ((names.lookup(p, false) ?? null) === oracle.escapes[i] ? [] : [`\\N ${p}`]));
    expect([...probed, ...escaped]).toEqual([]);
  });
});

describe("which programs carry the table", () => {
  it("only a script that may reach unicodedata.name or lookup", async () => {
    const carries = async (code: string) => {
      const t = await transpileScript(code, { tools: [] });
      if (!t.ok) throw new Error(t.error.message);
      return t.js.includes("$rt.unicodeNames(");
    };
    const without = ['print("\\N{BULLET}")', "import unicodedata\nprint(unicodedata.normalize('NFC', 'a'), unicodedata.category('a'))",
      "from unicodedata import normalize as name\nprint(name('NFC', 'a'))", "import json\nprint(json.dumps({}))"];
    const within = ["import unicodedata\nunicodedata.name('a')", "import unicodedata as u\nprint(u.lookup('BOM'))",
      "from unicodedata import lookup", "import unicodedata\nf = getattr(unicodedata, 'na' + 'me')", "import unicodedata\nx = [unicodedata]",
      "def f():\n    import unicodedata as m\n    return m.name"];
    expect(await Promise.all(without.map(carries))).toEqual(without.map(() => false));
    expect(await Promise.all(within.map(carries))).toEqual(within.map(() => true));
  });
});
