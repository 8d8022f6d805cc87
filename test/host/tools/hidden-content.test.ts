// Issue 18 through runFlow: a script's patterns never meet a hidden line, a secret file or a
// secret word (the matchers are spied on, so the check is on what reaches them, not a stopwatch),
// and nothing a tool hands the flow holds a secret word or the host's folders.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { runFlow, type FlowRun } from "../../../host/run-flow.js";
import { PermissionEngine } from "../../../host/permissions/engine.js";
import { builtinTools } from "../../../host/tools/index.js";
import { LineMatcher } from "../../../host/tools/line-matcher.js";
import { PathPattern } from "../../../host/tools/path-pattern.js";
import type { PermissionMode } from "../../../host/config/schema.js";
import { makeTree, type TempTree } from "./temp-tree.js";

const WORD = "TOPSECRET";
let tree: TempTree;

beforeAll(() => {
  tree = makeTree({
    "notes.txt": `intro\npassword: ${WORD} hunter2!\nplain line\nmore\n`,
    [`public/${WORD}_notes.txt`]: "hello from a public file\n",
    [`docs/${WORD}/guide.md`]: "# Guide\nplain words\n",
    "secret/keys.txt": "plain but a secret file\n",
    "src/a.txt": "plain a\n",
  });
});
afterAll(() => tree.remove());
afterEach(() => vi.restoreAllMocks());

// The probe pair of the issue: the first would match the hidden line, the second differs by one char.
const PROBE = `"^password: ${WORD} h" + ".*" * 12 + "!"`;
const PROBE_MISS = `"^password: ${WORD} i" + ".*" * 12 + "!"`;

const SCRIPT = `
out = []
def attempt(f, **kw):
    try:
        out.append(f(**kw)["text"])
    except ToolError as e:
        out.append("error: " + str(e))
attempt(grep, pattern=${PROBE})
attempt(grep, pattern=${PROBE_MISS})
attempt(grep, pattern="${WORD}|plain")
attempt(grep, pattern="plain", context=2)
attempt(grep, pattern="o", glob="*${WORD}*")
attempt(grep, pattern="o", path="public")
attempt(glob, pattern="**")
attempt(glob, pattern="**/*${WORD}*")
attempt(glob, pattern="**/*", path="docs")
attempt(file_read, path="public/${WORD}_notes.txt")
attempt(file_read, path="missing/${WORD}.txt")
attempt(file_read, path="docs")
out
`;

async function run(mode: PermissionMode): Promise<FlowRun> {
  const engine = new PermissionEngine({ projectRoot: tree.dir, mode, secrets: { files: ["secret/**"], words: [WORD] } });
  const outcome = await runFlow(
    { name: "hidden", code: SCRIPT, tools: ["grep", "glob", "file_read"] },
    {
      registry: builtinTools({ root: tree.dir, permissions: engine, web: false }),
      decide: (tool, args, signal) => engine.decide(tool, args, signal),
      projectRoot: engine.root,
      secretWords: engine.secretWords,
      permissionMode: mode,
    },
  );
  if (outcome.rejected) throw new Error(JSON.stringify(outcome.problems));
  expect(outcome.full.status).toBe("ok");
  return outcome;
}

/** Every line and path the script's patterns were run over. */
function spyOnMatchers(): { lines: string[][]; paths: string[] } {
  const seen = { lines: [] as string[][], paths: [] as string[] };
  const match = LineMatcher.prototype.match;
  vi.spyOn(LineMatcher.prototype, "match").mockImplementation(function (this: LineMatcher, lines: string[]) {
    seen.lines.push([...lines]);
    return match.call(this, lines);
  });
  const keep = PathPattern.prototype.keep;
  vi.spyOn(PathPattern.prototype, "keep").mockImplementation(function (this: PathPattern, paths: string[], signal: AbortSignal, tool: string) {
    seen.paths.push(...paths);
    return keep.call(this, paths, signal, tool);
  });
  return seen;
}

describe("hidden content never reaches a script's pattern", () => {
  it("no hidden line, secret file or secret word reaches the line or path matcher", async () => {
    const seen = spyOnMatchers();
    const { full } = await run("standard");
    const lines = seen.lines.flat();
    expect(lines).toContain("plain line");
    expect(lines.filter((line) => line.includes(WORD) || line.includes("hunter2"))).toEqual([]);
    expect(lines).not.toContain("plain but a secret file");
    expect(seen.paths.length).toBeGreaterThan(0);
    expect(seen.paths.filter((p) => p.includes(WORD) || p.includes("keys.txt"))).toEqual([]);
    // The probe pair did the same work: each sent the same batches (one per visible text file: 4).
    expect(seen.lines.slice(0, 4)).toEqual(seen.lines.slice(4, 8));
    expect((full.result as string[]).slice(0, 2)).toEqual(["", ""]);
  });

  it("the same script in bypass mode does reach them (secrets are skipped there): the spies see", async () => {
    const seen = spyOnMatchers();
    const { full } = await run("bypass");
    expect(seen.lines.flat().some((line) => line.includes(WORD))).toBe(true);
    expect((full.result as string[])[0]).toBe(`notes.txt:2:password: ${WORD} hunter2!`);
  });
});

describe("nothing a tool hands the flow holds a secret word or a host folder", () => {
  it("paths, lines, counts and errors are filtered at the tool boundary", async () => {
    const { full } = await run("standard");
    const out = full.result as string[];
    expect(out[2]).toBe("docs/[hidden]/guide.md:2:plain words\nnotes.txt:3:plain line\nsrc/a.txt:1:plain a");
    expect(out[3]).toBe(
      [
        "docs/[hidden]/guide.md-1-# Guide",
        "docs/[hidden]/guide.md:2:plain words",
        "--",
        "notes.txt-1-intro",
        "notes.txt-2-[line hidden: it holds a secret]",
        "notes.txt:3:plain line",
        "notes.txt-4-more",
        "--",
        "src/a.txt:1:plain a",
      ].join("\n"),
    );
    // A glob naming the word meets only shown paths, so it cannot probe for the word.
    expect(out[4]).toBe("");
    expect(out[5]).toBe("public/[hidden]_notes.txt:1:hello from a public file");
    expect(out[6]).toBe(["docs/[hidden]/guide.md", "notes.txt", "public/[hidden]_notes.txt", "src/a.txt"].join("\n"));
    expect(out[7]).toBe("");
    expect(out[8]).toBe("docs/[hidden]/guide.md");
    expect(out[9]).toBe("hello from a public file\n");
    expect(out[10]).toBe("error: file not found: missing/[hidden].txt");
    const seenByScript = JSON.stringify([full.result, full.prints, full.calls.map((c) => [c.result_tail, c.error])]);
    expect(seenByScript).not.toContain(WORD);
    expect(seenByScript).not.toContain(tree.dir);
  });
});
