// The redactor between tools and flows: exact cases from the issue (paths with spaces, file://
// URLs, ordinary text left alone) and property tests over generated text with host paths and
// secret words embedded in every spelling: none survives, every other character does.
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Redactor, SECRET_MARK, pathForms, type HostPath } from "../../../host/redaction/index.js";

const redactor = new Redactor({
  roots: ["/srv/proj"],
  hostPaths: [
    { path: "/home/a", shownAs: "~" },
    { path: "/tmp", shownAs: "<tmp>" },
  ],
  words: ["TOPSECRET", "hunter2"],
});

describe("Redactor", () => {
  it.each([
    ["open /home/a/My Projects/k.pem", "open ~/My Projects/k.pem"],
    ["at file:///home/a/My%20Projects/x.js:3:1", "at ~/My%20Projects/x.js:3:1"],
    ["at file:///srv/proj/x.js", "at x.js"],
    ["cd /srv/proj; ls /srv/proj/src", "cd .; ls src"],
    ["privat\u0435/x.txt and 3 /4", "privat\u0435/x.txt and 3 /4"],
    ["no match for /etc/*", "no match for /etc/*"],
    ["file:///srv/x.js is elsewhere", "file:///srv/x.js is elsewhere"],
    ["public/TOPSECRET_notes.txt", `public/${SECRET_MARK}_notes.txt`],
    ["/tmp/hunter2/x", `<tmp>/${SECRET_MARK}/x`],
  ])("%s", (text, expected) => {
    expect(redactor.text(text)).toBe(expected);
  });

  it("hides a home folder with spaces and any Unicode in every spelling", () => {
    const home = "/home/Zoë Ünïcode 🎉";
    const r = new Redactor({ hostPaths: [{ path: home, shownAs: "~" }] });
    for (const form of [home, pathToFileURL(home).href, pathToFileURL(home).pathname, encodeURIComponent(home)]) {
      expect(r.text(`<${form}/x>`)).toBe("<~/x>");
    }
  });

  it("redacts JSON values, keys and numbers that spell a word", () => {
    const r = new Redactor({ roots: ["/srv/proj"], words: ["TOPSECRET", "4242"] });
    expect(r.value({ "TOPSECRET-key": ["/srv/proj/a", 424242, 7, true, null] })).toEqual({ [`${SECRET_MARK}-key`]: ["a", `${SECRET_MARK}42`, 7, true, null] });
  });

  it("redacts JSON text by token and keeps its numbers as written", () => {
    const r = new Redactor({ words: ["TOPSECRET", "4242"] });
    const json = '{"a": 1.0, "big": 123456789012345678901234, "s": "x\\"TOPSECRET\\u0041", "n": 424242}';
    const out = r.jsonText(json);
    expect(out).toBe(`{"a": 1.0, "big": 123456789012345678901234, "s": "x\\"${SECRET_MARK}A", "n": "${SECRET_MARK}42"}`);
    expect(() => JSON.parse(out)).not.toThrow();
  });

  it("redacts JSON text without escapes as the token walk does, and words spelled by escapes too", () => {
    const r = new Redactor({ roots: ["/srv/proj"], words: ["TOPSECRET"] });
    expect(r.jsonText('{"p": "/srv/proj/a", "s": "TOPSECRET", "n": [1.5, 2]}')).toBe(`{"p": "a", "s": "${SECRET_MARK}", "n": [1.5, 2]}`);
    expect(r.jsonText('{"s": "TOP\\u0053ECRET", "p": "\\/srv\\/proj\\/b"}')).toBe(`{"s": "${SECRET_MARK}", "p": "b"}`);
    const clean = '[{"id": 1, "name": "a/b", "x": 0.5}]';
    expect(r.jsonText(clean)).toBe(clean);
  });
});

// Reserved characters: every generated host path ends with SNOW and every word starts with SECT,
// and the text around them never holds either (nor their UTF-8 escapes), so an occurrence of
// something to hide in the whole text can only be one the test put there.
const SNOW = "\u2603";
const SECT = "\u00a7";
const free = (s: string) => !s.includes(SNOW) && !s.includes(SECT) && !/%(e2|c2)/i.test(s) && !/file:\/\/(localhost)?$/.test(s);

const segment = fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }).filter((s) => !s.includes("/") && s !== "." && s !== ".." && free(s));
const hostPath = fc.array(segment, { minLength: 1, maxLength: 3 }).map((segs) => `/${segs.join("/")}${SNOW}`);
const word = fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 6 }).map((s) => `${SECT}${s}`);
const text = fc.string({ unit: "grapheme", maxLength: 12 }).filter(free);

interface Piece {
  kind: "path" | "word";
  index: number;
  form: number;
  slash: boolean;
}
const piece = fc.record({ kind: fc.constantFrom("path" as const, "word" as const), index: fc.nat(), form: fc.nat(), slash: fc.boolean() });

describe("Redactor over generated text", () => {
  it("hides every embedded host path and secret word and leaves every other character", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(hostPath, { minLength: 1, maxLength: 4 }),
        fc.uniqueArray(word, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(piece, text), { maxLength: 8 }),
        text,
        (paths, words, body, head) => {
          const [root, ...others] = paths as [string, ...string[]];
          const hostPaths: HostPath[] = others.map((path, i) => ({ path, shownAs: `<p${i}>` }));
          const owners = [...paths.map(pathForms), ...words.map((w) => [w])];
          const keys = owners.flat();
          // No spelling may hold another's: text joined around one could otherwise spell the other.
          fc.pre(owners.every((mine, i) => owners.every((theirs, j) => i === j || mine.every((a) => theirs.every((b) => !b.includes(a))))));
          const r = new Redactor({ roots: [root], hostPaths, words });
          let input = head;
          let expected = head;
          const rootEnds: number[] = [];
          for (const [p, after] of body as [Piece, string][]) {
            if (p.kind === "word") {
              input += words[p.index % words.length]!;
              expected += SECRET_MARK;
            } else {
              const i = p.index % paths.length;
              const forms = pathForms(paths[i]!);
              const shown = i === 0 ? (p.slash ? "" : ".") : `${hostPaths[i - 1]!.shownAs}${p.slash ? "/" : ""}`;
              input += forms[p.form % forms.length]! + (p.slash ? "/" : "");
              if (i === 0 && !p.slash) rootEnds.push(input.length);
              expected += shown;
            }
            input += after;
            expected += after;
          }
          // The root followed by "/" is a path under it (shown relative): generated apart.
          fc.pre(rootEnds.every((end) => input[end] !== "/"));
          const out = r.text(input);
          expect(out).toBe(expected);
          for (const key of keys) expect(out).not.toContain(key);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("keeps text with nothing to hide exactly", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        expect(redactor.text(s.replaceAll("/home/a", "").replaceAll("/tmp", "").replaceAll("/srv/proj", ""))).toBe(
          s.replaceAll("/home/a", "").replaceAll("/tmp", "").replaceAll("/srv/proj", ""),
        );
      }),
    );
  });
});
