// dist/guest.snapshot: made by build.mjs in its own process, restored in this one. A restored
// flow must behave exactly as one that evaluated the guest, and a file that does not fit the
// guest or the QuickJS build is refused.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { transpile } from "../../transpiler/index.js";
import { runSandbox, type SandboxResult } from "../../wasm/sandbox.js";
import { snapshotFitsBuild, snapshotFitsKnownBuild, type GuestSnapshot } from "../../wasm/snapshot.js";
import { setSnapshotMaker } from "../../wasm/snapshot-cache.js";
import { fitsBuild } from "../../wasm/build-check.js";
import { compiledCode } from "../../wasm/quickjs.js";
import { builtFreshImageHash, quickJSWasmHash, readQuickJSWasm } from "../../wasm/wasm-binary-node.js";
import { decodeSnapshot, decodeSnapshotOfGuest, encodeSnapshot, guestHash, SnapshotFileError } from "../../wasm/snapshot-format.js";

const ROOT = new URL("../..", import.meta.url);
const MiB = 1 << 20;

let guestSource = "";
let file = new Uint8Array();

beforeAll(() => {
  // Another process, as the build is: nothing of this one's state can make the image fit.
  execFileSync("node", ["--input-type=module", "-e", "const b = await import('./build.mjs'); await b.bundleGuest(); await b.emitGuestSnapshot();"], {
    cwd: ROOT,
    stdio: "pipe",
  });
  guestSource = readFileSync(new URL("dist/guest.js", ROOT), "utf8");
  file = new Uint8Array(readFileSync(new URL("dist/guest.snapshot", ROOT)));
}, 120_000);

afterEach(() => {
  setSnapshotMaker(undefined);
  vi.restoreAllMocks();
});

const SCRIPT = `import re, json, collections, datetime, math
words = re.findall(r"[a-z]+", "the cat and the hat and the bat")
counts = collections.Counter(words)
print(json.dumps(counts.most_common(2)))
print(datetime.date(2024, 2, 29) + datetime.timedelta(days=1), math.sqrt(2))
{"n": len(words), "top": counts.most_common(1)[0][0]}
`;

async function runScript(memoryBytes: number): Promise<{ result: SandboxResult; prints: string }> {
  const program = transpile(SCRIPT, { tools: [] });
  if (!program.ok) throw new Error(program.error.message);
  let prints = "";
  const result = await runSandbox({
    guestSource,
    program: program.js,
    optionsJson: "{}",
    host: { callTool: async () => "{}", print: (text) => void (prints += text) },
    // Limits of their own per call, so no warm sandbox from another path is taken.
    limits: { memoryBytes, stackBytes: 256 * 1024, deadline: Date.now() + 20_000 },
    checkLeaks: true,
  });
  return { result, prints };
}

describe("dist/guest.snapshot", () => {
  it("restores in another process and runs a flow exactly as evaluating the guest does", async () => {
    const snapshot = decodeSnapshot(file, guestSource);
    expect(await snapshotFitsBuild(snapshot)).toBe(true);
    const made: string[] = [];
    setSnapshotMaker(async (source) => {
      made.push(source);
      return snapshot;
    });
    const restored = await runScript(30 * MiB);
    expect(made).toHaveLength(1);
    // The slow path: no snapshot, the guest evaluated in a fresh context.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    setSnapshotMaker(() => Promise.reject(new Error("no snapshot in this test")));
    const fresh = await runScript(31 * MiB);
    expect(restored.result).toMatchObject({ kind: "returned" });
    expect(restored).toEqual(fresh);
  });

  it("round-trips through encodeSnapshot", () => {
    const snapshot = decodeSnapshot(file, guestSource);
    expect(encodeSnapshot(snapshot, guestSource)).toEqual(file);
  });

  it("is refused for another guest source, or when cut short or of another format", () => {
    expect(() => decodeSnapshot(file, `${guestSource};`)).toThrow(/another guest runtime/);
    expect(() => decodeSnapshot(file.subarray(0, file.length - 1), guestSource)).toThrow(SnapshotFileError);
    expect(() => decodeSnapshot(file.subarray(0, 40), guestSource)).toThrow(SnapshotFileError);
    const otherVersion = file.slice();
    otherVersion[4] = 99;
    expect(() => decodeSnapshot(otherVersion, guestSource)).toThrow(/not a toolflow guest snapshot/);
  });

  it("decodes for a guest known by its hash as for its source, and fits the build known by its fresh-image hash", async () => {
    const byHash = decodeSnapshotOfGuest(file, guestHash(guestSource));
    expect(byHash).toEqual(decodeSnapshot(file, guestSource));
    expect(() => decodeSnapshotOfGuest(file, guestHash(`${guestSource};`))).toThrow(/another guest runtime/);
    // The browser worker's check (its build's hash, browser/worker-guest.ts) agrees with a fresh instance's.
    const builtHere = decodeSnapshot(file, guestSource);
    expect(await snapshotFitsBuild(builtHere)).toBe(true);
    expect(snapshotFitsKnownBuild(byHash, builtHere.freshImageHash)).toBe(true);
    expect(snapshotFitsKnownBuild({ ...byHash }, builtHere.freshImageHash ^ 1)).toBe(false);
  });

  it("fits the build a Node bundle knows (its .wasm file's hash) without the check, and is checked otherwise", async () => {
    // A known hash decides (the full check would say this snapshot fits); none: the full check.
    expect(await fitsBuild(decodeSnapshot(file, guestSource), async () => decodeSnapshot(file, guestSource).freshImageHash ^ 1)).toBe(false);
    expect(await fitsBuild(decodeSnapshot(file, guestSource), async () => undefined)).toBe(true);
    // The sources carry no build (only dist/worker.js and dist/cli.js do): always the full check.
    expect(await builtFreshImageHash(compiledCode)).toBeUndefined();
    // The file's hash tells one changed byte, or one more, apart.
    const wasm = await readQuickJSWasm();
    const changed = wasm.slice();
    changed[changed.length >> 1]! ^= 1;
    expect(new Set([quickJSWasmHash(wasm), quickJSWasmHash(changed), quickJSWasmHash(new Uint8Array([...wasm, 0]))]).size).toBe(3);
  });

  it("made with another QuickJS build is not restored: flows evaluate the guest instead", async () => {
    const stale: GuestSnapshot = { ...decodeSnapshot(file, guestSource), freshImageHash: 12345 };
    expect(await snapshotFitsBuild(stale)).toBe(false);
    setSnapshotMaker(async () => stale);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { result } = await runScript(29 * MiB);
    expect(result).toMatchObject({ kind: "returned" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("another QuickJS build"));
  });
});
