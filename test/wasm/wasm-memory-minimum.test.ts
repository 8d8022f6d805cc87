// The QuickJS .wasm's declared memory minimum, lowered before it is compiled: an instance starts
// at the snapshot's size instead of 16 MiB, only the minimum's bytes change, a layout the lowering
// does not know is refused, and a flow that outgrows the smaller memory still runs and leaves
// nothing behind for the next flow.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { newFlowModule, PAGE_BYTES } from "../../wasm/quickjs.js";
import { readQuickJSWasm } from "../../wasm/wasm-binary-node.js";
import { MINIMUM_PAGES, WasmLayoutError, withLowerMinimum } from "../../wasm/wasm-memory-minimum.js";
import { createSnapshot } from "../../wasm/snapshot.js";
import { runSandbox, type SandboxResult } from "../../wasm/sandbox.js";
import { FAKE_GUEST } from "./fake-guest.js";

const MiB = 1 << 20;

const installedWasm = async () => new Uint8Array(await readFile(createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm")));

/** A module importing a memory of `minimum` pages, with a first global (a stack pointer) of `stackTop`. */
function moduleWith(minimum: number | undefined, stackTop: number): Uint8Array {
  const leb = (value: number) => {
    const bytes = [];
    do {
      const byte = value & 0x7f;
      value >>>= 7;
      bytes.push(value ? byte | 0x80 : byte);
    } while (value);
    return bytes;
  };
  const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body];
  const imports = minimum === undefined ? [] : section(2, [1, 1, 0x61, 1, 0x61, 2, 0, ...leb(minimum)]);
  // i32.const takes a signed LEB128: these values stay below 2^27, so one more zero byte keeps them positive.
  const globals = section(6, [1, 0x7f, 1, 0x41, ...leb(stackTop).map((b, i, all) => (i === all.length - 1 ? b | 0x80 : b)), 0, 0x0b]);
  return new Uint8Array([0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0, ...imports, ...globals]);
}

describe("the QuickJS .wasm's memory minimum", () => {
  it("is lowered in the bytes Node compiles, and nothing else in them changes", async () => {
    const installed = await installedWasm();
    const lowered = await readQuickJSWasm();
    expect(lowered.length).toBe(installed.length);
    const changed = [...lowered.keys()].filter((i) => lowered[i] !== installed[i]);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThanOrEqual(2);
    expect(withLowerMinimum(installed)).toEqual(lowered);
    // The installed file still refuses so small a memory: the lowering is what lets it start there.
    const imports = { a: Object.fromEntries(WebAssembly.Module.imports(new WebAssembly.Module(installed)).map(({ name, kind }) => [name, kind === "memory" ? new WebAssembly.Memory({ initial: MINIMUM_PAGES }) : () => 0])) };
    await expect(WebAssembly.instantiate(installed, imports)).rejects.toThrow(WebAssembly.LinkError);
  });

  it("lets an instance start at the minimum and run", async () => {
    const { module, memory } = await newFlowModule({ memoryBytes: MiB, initialPages: 0 });
    expect(memory.buffer.byteLength).toBe(MINIMUM_PAGES * PAGE_BYTES);
    const ctx = module.newContext();
    expect(ctx.dump(ctx.unwrapResult(ctx.evalCode("[1, 2].map((x) => x * 2).join()")))).toBe("2,4");
    ctx.dispose();
  });

  it("refuses a module laid out otherwise", () => {
    expect(() => withLowerMinimum(moduleWith(256, 81 * PAGE_BYTES))).not.toThrow();
    expect(() => withLowerMinimum(moduleWith(undefined, 81 * PAGE_BYTES))).toThrow(WasmLayoutError);
    expect(() => withLowerMinimum(moduleWith(MINIMUM_PAGES - 1, 81 * PAGE_BYTES))).toThrow(WasmLayoutError);
    // A C stack that ends above the minimum: an instance that small would have no room for it.
    expect(() => withLowerMinimum(moduleWith(256, (MINIMUM_PAGES + 1) * PAGE_BYTES))).toThrow(WasmLayoutError);
    expect(() => withLowerMinimum(moduleWith(256, 81 * PAGE_BYTES).subarray(0, 14))).toThrow(WasmLayoutError);
  });
});

describe("a snapshot in the smaller memory", () => {
  it("is the loaded guest plus headroom, below the build's 256 pages", async () => {
    const snapshot = await createSnapshot(FAKE_GUEST);
    expect(snapshot.pages).toBeLessThan(256);
    expect(snapshot.pages).toBeGreaterThanOrEqual(snapshot.pageIndexes.at(-1)! + 1 + 16);
  });

  it("serves a flow that grows its memory past it, and the next flow sees none of it", async () => {
    const run = (program: string): Promise<SandboxResult> =>
      runSandbox({
        guestSource: FAKE_GUEST,
        program,
        optionsJson: "{}",
        host: { callTool: async () => "{}", print: () => undefined },
        limits: { memoryBytes: 32 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 10_000 },
      });
    const outcome = (result: SandboxResult) => (expect(result).toMatchObject({ kind: "returned" }), JSON.parse((result as { outcomeJson: string }).outcomeJson).result);
    // 16 MiB kept: past the snapshot's memory and the 256 pages the build declares.
    expect(outcome(await run(`async () => { globalThis.big = Array.from({ length: 64 }, (_, i) => "x".repeat(1 << 18) + i); return big.length; }`))).toBe(64);
    expect(outcome(await run(`async () => typeof globalThis.big`))).toBe("undefined");
  });
});
