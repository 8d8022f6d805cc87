// The permission engine's parts on their own: globs and `{,/**}`, list and number arguments,
// URL normalisation, real paths (symlink loops, dangling links), nested .agentblock folders,
// the rules file and its layering, and what searches hide.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../../host/config/mcp-config.js";
import { absoluteGlob, globMatches } from "../../../host/permissions/glob.js";
import { PermissionEngine, blockingFolder, layerRules, parseRulesFile, permissionsFromConfig } from "../../../host/permissions/index.js";
import { realPath } from "../../../host/permissions/real-path.js";
import { builtinTools } from "../../../host/tools/index.js";

let dir: string;
beforeAll(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-engine-")));
  mkdirSync(join(dir, "src/deep/er"), { recursive: true });
  mkdirSync(join(dir, "srcx"));
  writeFileSync(join(dir, "src/deep/.agentblock"), "");
  writeFileSync(join(dir, "src/deep/er/f.txt"), "f\n");
  writeFileSync(join(dir, "src/a.txt"), "one\napi_key = SEKRIT\nthree\nfour\n");
  symlinkSync("loop-b", join(dir, "loop-a"));
  symlinkSync("loop-a", join(dir, "loop-b"));
  symlinkSync("/nonexistent-toolflow-target/x", join(dir, "dangling"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("globs", () => {
  it("makes path globs absolute and reads {,/**} as the path and everything below", () => {
    const glob = absoluteGlob("src{,/**}", "/p");
    expect(glob).toBe("/p/src{,/**}");
    expect(["/p/src", "/p/src/a", "/p/src/a/b.txt"].every((v) => globMatches(glob, v))).toBe(true);
    expect(globMatches(glob, "/p/srcx")).toBe(false);
    expect(absoluteGlob("../shared/**", "/p/proj")).toBe("/p/shared/**");
    expect(absoluteGlob("~/notes/*", "/p", "/home/u")).toBe("/home/u/notes/*");
    expect(absoluteGlob("**/.env", "/p")).toBe("**/.env");
    expect(absoluteGlob(".", "/p")).toBe("/p");
  });

  it("reads a root or home folder whose name holds glob characters literally", () => {
    for (const root of ["/w/app (copy)", "/w/[draft] x", "/w/a|b/c"]) {
      const glob = absoluteGlob("secret/**", root);
      expect(globMatches(glob, `${root}/secret/key.pem`)).toBe(true);
      expect(globMatches(glob, `${root}/public/key.pem`)).toBe(false);
      expect(globMatches(glob, "/w/app x/secret/key.pem")).toBe(false);
      expect(globMatches(absoluteGlob("~/notes/*", "/p", root), `${root}/notes/a`)).toBe(true);
    }
    expect(() => globMatches("/w/[ab]/*(x)", "/w/a/x")).toThrow(/not supported/);
  });
});

describe("rule matching", () => {
  const engine = (rules: ConstructorParameters<typeof PermissionEngine>[0]["rules"]) => new PermissionEngine({ projectRoot: dir, rules });

  it("compares numbers and booleans exactly and strings as globs", async () => {
    const e = engine({ deny: [{ tool: "t", args: { n: 3, flag: true, name: "a*" } }] });
    expect((await e.decide("t", { n: 3, flag: true, name: "abc" })).allowed).toBe(false);
    expect((await e.decide("t", { n: 3.5, flag: true, name: "abc" })).allowed).toBe(true);
    expect((await e.decide("t", { n: 3, flag: false, name: "abc" })).allowed).toBe(true);
    expect((await e.decide("t", { n: 3, flag: true })).allowed).toBe(true);
  });

  it("denies a list when any item matches and allows it only when every item does", async () => {
    const e = engine({ deny: [{ tool: "t", args: { ids: "bad-*" } }], allow: [{ tool: "u", args: { ids: "ok-*" } }] });
    expect((await e.decide("t", { ids: ["good", "bad-1"] })).allowed).toBe(false);
    expect((await e.decide("u", { ids: ["ok-1", "ok-2"] })).by).toBe('allow rule {tool: "u", args: {"ids":"ok-*"}}');
    expect((await e.decide("u", { ids: ["ok-1", "other"] })).by).toBe("flow approval (no rule matched)");
  });

  it("normalises URLs before matching, so case and default ports cannot dodge a rule", async () => {
    const e = engine({ deny: [{ tool: "web_fetch", args: { url: "https://evil.example/**" } }] });
    expect((await e.decide("web_fetch", { url: "HTTPS://EVIL.example:443/a" })).allowed).toBe(false);
  });

  it("treats grep's and glob's missing path as the root", async () => {
    const e = engine({ deny: [{ tool: "grep", args: { path: "." } }] });
    expect((await e.decide("grep", { pattern: "x" })).allowed).toBe(false);
    expect((await e.decide("grep", { pattern: "x", path: "src" })).allowed).toBe(true);
  });

  it("reads grep's and glob's `paths` as more values of `path`: rules on `path` see them all", async () => {
    const e = engine({ deny: [{ tool: "grep", args: { path: "srcx{,/**}" } }], allow: [{ tool: "glob", args: { path: "src{,/**}" } }] });
    expect(await e.decide("grep", { pattern: "x", paths: ["src", "srcx"] })).toMatchObject({ allowed: false, by: 'deny rule {tool: "grep", args: {"path":"srcx{,/**}"}}' });
    expect((await e.decide("grep", { pattern: "x", path: "src", paths: ["srcx/a"] })).allowed).toBe(false);
    expect((await e.decide("grep", { pattern: "x", paths: ["src"] })).allowed).toBe(true);
    expect((await e.decide("glob", { pattern: "*", paths: ["src", "src/a.txt"] })).by).toBe('allow rule {tool: "glob", args: {"path":"src{,/**}"}}');
    // An allow rule covers a list only when every item matches.
    expect((await e.decide("glob", { pattern: "*", path: "src", paths: ["srcx"] })).by).toBe("flow approval (no rule matched)");
  });

  it("judges every one of `paths` for .agentblock and the project root", async () => {
    const e = new PermissionEngine({ projectRoot: dir });
    expect(await e.decide("grep", { pattern: "x", paths: ["srcx", "src/deep/er"] })).toMatchObject({ allowed: false, by: ".agentblock" });
    expect(await e.decide("glob", { pattern: "*", paths: ["src", "/"] })).toMatchObject({ allowed: false, by: "outside the project root" });
  });
});

describe("real paths", () => {
  it("gives up on a symlink loop without hanging, and follows a dangling link to its target", async () => {
    expect(await realPath(join(dir, "loop-a/x"))).toBe(join(dir, "loop-a/x"));
    expect(await realPath(join(dir, "dangling"))).toBe("/nonexistent-toolflow-target/x");
    const e = new PermissionEngine({ projectRoot: dir });
    expect(await e.decide("file_read", { path: "dangling" })).toMatchObject({ allowed: false, by: "outside the project root" });
  });

  it("finds the nearest .agentblock above a path and caches folders", async () => {
    const known = new Map<string, string | null>();
    expect(await blockingFolder(join(dir, "src/deep/er/f.txt"), known)).toBe(join(dir, "src/deep"));
    expect(known.get(join(dir, "src/deep/er"))).toBe(join(dir, "src/deep"));
    expect(await blockingFolder(join(dir, "src/a.txt"))).toBeNull();
  });
});

describe("searches", () => {
  it("show a secret line neither as a match nor as context", async () => {
    const engine = new PermissionEngine({ projectRoot: dir, secrets: { words: ["SEKRIT"] } });
    const grep = builtinTools({ root: dir, permissions: engine, web: false }).get("grep")!;
    const out = await grep.handler({ pattern: "one|api|three", path: "src", context: 1 }, { signal: new AbortController().signal, flowName: "t" });
    expect(out).toBe("src/a.txt:1:one\nsrc/a.txt-2-[line hidden: it holds a secret]\nsrc/a.txt:3:three\nsrc/a.txt-4-four");
  });

  it("skip folders under an .agentblock", async () => {
    const engine = new PermissionEngine({ projectRoot: dir, mode: "bypass" });
    const glob = builtinTools({ root: dir, permissions: engine, web: false }).get("glob")!;
    expect(await glob.handler({ pattern: "**/*.txt" }, { signal: new AbortController().signal, flowName: "t" })).toBe("src/a.txt");
  });
});

describe("rules files and layers", () => {
  it("parses the buckets and refuses unknown keys and malformed rules", () => {
    expect(parseRulesFile("allow:\n  - tool: grep\n", "r.yaml")).toEqual({ allow: [{ tool: "grep" }] });
    expect(parseRulesFile("", "r.yaml")).toEqual({});
    expect(() => parseRulesFile("permit: []\n", "r.yaml")).toThrow(new ConfigError("r.yaml: permit: unknown key (expected deny, ask, allow, ask-unless-allowed)"));
    expect(() => parseRulesFile("deny:\n  - args: {}\n", "r.yaml")).toThrow(/^r\.yaml: deny\.0\.tool: /);
    expect(() => parseRulesFile("deny: [", "r.yaml")).toThrow(/^r\.yaml: not valid YAML/);
  });

  it("adds the upper layer's rules to the lower's, bucket by bucket", () => {
    expect(layerRules({ deny: [{ tool: "a" }], allow: [{ tool: "b" }] }, { deny: [{ tool: "c" }], ask: [{ tool: "d" }] })).toEqual({
      deny: [{ tool: "a" }, { tool: "c" }],
      ask: [{ tool: "d" }],
      allow: [{ tool: "b" }],
    });
  });

  it("builds the engine from the config, the rules file on top", async () => {
    writeFileSync(join(dir, "rules.yaml"), "deny:\n  - tool: web_fetch\n");
    const engine = await permissionsFromConfig(
      { permission_mode: "bypass_plus", permissions: { allow: [], ask: [], "ask-unless-allowed": [], deny: [{ tool: "grep" }] }, secrets: { files: [], words: [] } },
      dir,
      { rulesFile: join(dir, "rules.yaml") },
    );
    expect(engine.mode).toBe("bypass_plus");
    expect((await engine.decide("grep", { pattern: "x" })).allowed).toBe(false);
    expect((await engine.decide("web_fetch", { url: "https://a.example/" })).allowed).toBe(false);
    expect((await engine.decide("glob", { pattern: "x" })).allowed).toBe(true);
  });
});
