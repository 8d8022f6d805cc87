// The config's glob matcher against picomatch (with `dot: true`, `nocase` for host names, neither
// for mcp_tools_deny, as the host used it): seeded
// random globs of the syntax it accepts, crossed with random values (paths, odd ones too: empty,
// `.` and `..` segments, trailing `/`, non-ASCII), must give picomatch's answer every time; the
// syntax it refuses is named at config load.
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { parseConfigFile } from "../../../host/config/parse.js";
import { ConfigError } from "../../../host/config/config-error.js";
import { PermissionEngine, parseRulesFile } from "../../../host/permissions/index.js";
import { compileGlob, globProblem } from "../../../host/permissions/linear-glob.js";
import { HARD_DENIED_SECRETS } from "../../../host/permissions/secrets.js";

/** A small seeded generator (mulberry32), so a failure reproduces. */
function random(seed: number): (n: number) => number {
  return (n) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

const PATTERN_SEGMENTS = [
  "a", "b", "ab", "a.b", ".a", ".", "..", "*", "?", "??", "**", "a*", "*a", "*a*", "?*", "a?", ".*", ".*a", "*.*", "*.b", ".*.b", "a.*", "*.b.c",
  "{a,b}", "{,a}", "{a,.a}", "x{a,b}*", "{a,b}{.b,}", "*{a,b}", "{a,b/.a}", "a{,/**}", "*{,/**}", "a*{,/**}",
  "a+b", "$a^", "@a", ",", "a!", "é", "😀*",
];
const VALUE_SEGMENTS = ["a", "b", "ab", "aa", "a.b", ".a", "..a", "a.", " ", "a+b", "$a^", "@a", ",", "a!", "é", "😀", "a😀", ".", "..", ""];

function generated(seed: number, count: number): { glob: string; values: string[] }[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[rnd(list.length)]!;
  const path = (parts: readonly string[]) => {
    const joined = Array.from({ length: 1 + rnd(4) }, () => pick(parts)).join("/");
    return (rnd(4) === 0 ? "/" : "") + (rnd(6) === 0 ? "./" : "") + joined;
  };
  const cases: { glob: string; values: string[] }[] = [];
  while (cases.length < count) {
    const glob = path(PATTERN_SEGMENTS) + (rnd(8) === 0 ? "/" : "");
    if (globProblem(glob) !== null) continue;
    cases.push({ glob, values: Array.from({ length: 10 }, () => path(VALUE_SEGMENTS) + (rnd(6) === 0 ? "/" : "")) });
  }
  return cases;
}

function disagreements(cases: { glob: string; values: string[] }[], dot = true): string[] {
  const out: string[] = [];
  for (const { glob, values } of cases) {
    const ours = compileGlob(glob, { dot });
    const theirs = picomatch(glob, { dot });
    for (const value of values) if (ours(value) !== theirs(value)) out.push(`${JSON.stringify(glob)} ~ ${JSON.stringify(value)}: picomatch ${theirs(value)}`);
  }
  return out;
}

describe("the config glob matcher", () => {
  it("agrees with picomatch on generated globs and values", () => {
    const cases = [1, 2, 3].flatMap((seed) => generated(seed, 1000));
    expect(cases.length * 10).toBe(30_000);
    expect(disagreements(cases)).toEqual([]);
  });

  it("agrees with picomatch without `dot` (mcp_tools_deny) on generated globs and values", () => {
    const cases = [4, 5].flatMap((seed) => generated(seed, 1000));
    expect(disagreements(cases, false)).toEqual([]);
  });

  it("agrees with picomatch on the built-in secret globs and common rule globs", () => {
    const globs = [...HARD_DENIED_SECRETS, "/p/src{,/**}", "/p/docs/*.md", "mcp__*", "file_*", "*.example.org", "https://example.org/*", "/home/u/.config/**/*.{json,yml}"];
    const values = ["/p/src", "/p/srcx", "/p/src/a/b.txt", "/home/u/.ssh/id_rsa", "/home/u/.ssh/known_hosts", "/home/u/.aws/credentials", "/x/.gnupg/a/b", "/p/docs/a.md", "/p/docs/a/b.md",
      "mcp__srv__tool", "file_read", "a.example.org", "example.org", "https://example.org/a", "https://example.org/a/b", "/home/u/.config/gh/hosts.yml", "/home/u/.config/a.json"];
    expect(disagreements(globs.map((glob) => ({ glob, values })))).toEqual([]);
  });

  it("agrees with picomatch's nocase on generated host globs and names, letters that fold oddly included", () => {
    const rnd = random(7);
    const pick = <T>(list: readonly T[]) => list[rnd(list.length)]!;
    const labels = (parts: readonly string[]) => Array.from({ length: 1 + rnd(3) }, () => pick(parts)).join(rnd(2) ? "." : "");
    const globParts = ["*", "?", "a", "A", "*a*", "{a,B}", "ß", "s", "S", "k", "K", "É", "ı", "I", "ǅ", "example", "ORG"];
    const nameParts = ["{A,b}", "*", "a", "A", "ab", "aB", "ß", "SS", "ſ", "s", "K", "k", "é", "É", "ı", "i", "İ", "😀", "ǆ", "Ǆ", "-", "example", "org"];
    const out: string[] = [];
    for (let n = 0; n < 1000; n++) {
      const glob = labels(globParts);
      if (globProblem(glob) !== null) continue;
      const ours = compileGlob(glob, { nocase: true });
      const theirs = picomatch(glob, { dot: true, nocase: true });
      for (let k = 0; k < 5; k++) {
        const name = labels(nameParts);
        if (ours(name) !== theirs(name)) out.push(`${JSON.stringify(glob)} ~ ${JSON.stringify(name)}: picomatch ${theirs(name)}`);
      }
    }
    expect(out).toEqual([]);
  });

  it("names the syntax it refuses", () => {
    const refused: Record<string, RegExp> = {
      "!src/**": /negation/,
      "src/[ab].txt": /character classes/,
      "src/@(a|b)": /extglobs/,
      "src/\\*": /backslash/,
      "src/{a,{b,c}}": /nested braces/,
      "src/{a}": /need a comma/,
      "src/{1..3}": /range/,
      "src/{a,*b}": /wildcards inside braces/,
      "src{,/**}/x": /must end the glob/,
      "src/{,a}": /empty alternative/,
      "src/**.ts": /whole path segment/,
      "src/{a,b": /without its `}`/,
      "src/a}": /without its `{`/,
      [`${"{a,b}".repeat(9)}`]: /more than 256 alternatives/,
      "./": /empty/,
    };
    for (const [glob, why] of Object.entries(refused)) {
      expect(globProblem(glob), glob).toMatch(why);
      expect(() => compileGlob(glob), glob).toThrow(why);
    }
  });

  it("refuses such globs when the config or a rules file is loaded, naming the key", () => {
    const config = 'permissions:\n  deny:\n    - tool: fs.read\n      args: {path: "src/[ab].txt"}\nsecrets:\n  files: ["!x"]\nweb:\n  fetch:\n    deny_hosts: ["[ab].example.org"]\ndaemon:\n  tool_flow:\n    mcp_tools_deny: ["mcp__x__{a}"]\n';
    expect(() => parseConfigFile(config, "toolflow.config.yaml")).toThrow(
      'toolflow.config.yaml: permissions.deny.0.args.path: unsupported glob: character classes `[...]` are not supported; list the alternatives with braces `{a,b}`, got "src/[ab].txt"\n' +
        'toolflow.config.yaml: secrets.files.0: unsupported glob: negation (a leading `!`) is not supported, got "!x"\n' +
        'toolflow.config.yaml: daemon.tool_flow.mcp_tools_deny.0: unsupported glob: braces need a comma: `{a,b}`, got "mcp__x__{a}"\n' +
        'toolflow.config.yaml: web.fetch.deny_hosts.0: unsupported glob: character classes `[...]` are not supported; list the alternatives with braces `{a,b}`, got "[ab].example.org"',
    );
    expect(() => parseRulesFile("allow:\n  - tool: 'mcp__(a|b)'\n", "rules.yaml")).toThrow("rules.yaml: allow.0.tool: unsupported glob: `(`, `)` and `|`");
  });
});

describe("the permission engine", () => {
  it("refuses, when built, a rule or secret glob the matcher cannot match exactly, also once made absolute", () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-globs-")));
    try {
      const odd = join(dir, "x (2)");
      mkdirSync(odd);
      expect(() => new PermissionEngine({ projectRoot: dir, rules: { deny: [{ tool: "mcp__[ab]" }] } })).toThrow(ConfigError);
      expect(() => new PermissionEngine({ projectRoot: dir, secrets: { files: ["src/{a,b"] } })).toThrow(/src\/\{a,b": a `\{` without its `\}`/);
      // Under a root holding `(` a path rule's root is literal (picomatch read a regex group there,
      // so the rule never matched); the rule's own glob is still checked.
      expect(() => new PermissionEngine({ projectRoot: odd, rules: { allow: [{ tool: "file_read", args: { path: "src/**" } }] } })).not.toThrow();
      expect(() => new PermissionEngine({ projectRoot: odd, rules: { allow: [{ tool: "file_read", args: { path: "src/[ab]" } }] } })).toThrow(ConfigError);
      expect(() => new PermissionEngine({ projectRoot: odd, rules: { allow: [{ tool: "file_read" }] } })).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
