// The QuickJS .wasm's declared minimum memory, lowered before it is compiled. The sync build
// declares 256 pages (16 MiB): its static data and 5 MiB C stack end at page 82, the rest is free
// heap, and a memory cannot start below the minimum. The reset after each flow and the hibernation
// scan read every page of an instance's memory (wasm/flow-image.ts), so an instance now starts at
// the snapshot's size instead (wasm/snapshot.ts: the loaded guest plus headroom, 168 pages), and
// they read 88 fewer zero pages (bench/experiments/reset-s15.md). Node lowers it as it reads the
// file (wasm/wasm-binary-node.ts); the browser's quickjs.wasm is written lowered by its build.
// Byte work only, no Node API.

/** The memory every module instance of the lowered .wasm may start with, at the least. */
export const MINIMUM_PAGES = 96;

/** WebAssembly's page size (quickjs.ts imports this module, so not its PAGE_BYTES). */
const WASM_PAGE_BYTES = 65536;

export class WasmLayoutError extends Error {
  override name = "WasmLayoutError";
}

/**
 * A copy of the .wasm with its imported memory's minimum set to MINIMUM_PAGES. Throws unless the
 * module is laid out as expected: one imported memory declaring at least MINIMUM_PAGES, and a
 * first global (the C stack pointer) whose initial value, the top of the C stack and the base of
 * the heap, is at most MINIMUM_PAGES pages (a QuickJS upgrade that moves them fails here, at build).
 */
export function withLowerMinimum(wasm: Uint8Array): Uint8Array<ArrayBuffer> {
  const reader = new Reader(wasm);
  let minimum: { at: number; length: number; pages: number } | undefined;
  let stackTop: number | undefined;
  reader.at = 8;
  while (reader.at < wasm.length) {
    const id = wasm[reader.at++]!;
    const size = reader.u32();
    const end = reader.at + size;
    if (id === IMPORT_SECTION) minimum = memoryMinimum(reader);
    if (id === GLOBAL_SECTION) stackTop = firstGlobal(reader);
    reader.at = end;
  }
  if (!minimum) throw new WasmLayoutError("the QuickJS module imports no memory");
  if (stackTop === undefined) throw new WasmLayoutError("the QuickJS module has no C stack pointer global");
  if (minimum.pages < MINIMUM_PAGES || Math.ceil(stackTop / WASM_PAGE_BYTES) > MINIMUM_PAGES) {
    throw new WasmLayoutError(`the QuickJS module's memory (minimum ${minimum.pages} pages, C stack to byte ${stackTop}) does not fit a minimum of ${MINIMUM_PAGES} pages`);
  }
  const lowered = new Uint8Array(wasm);
  // The same number of bytes (a LEB128 may carry zero continuation bytes): no section moves.
  let value = MINIMUM_PAGES;
  for (let i = 0; i < minimum.length; i++, value >>>= 7) lowered[minimum.at + i] = (value & 0x7f) | (i < minimum.length - 1 ? 0x80 : 0);
  if (value !== 0) throw new WasmLayoutError(`the memory minimum's ${minimum.length} bytes cannot hold ${MINIMUM_PAGES}`);
  return lowered;
}

const IMPORT_SECTION = 2;
const GLOBAL_SECTION = 6;
const KIND_FUNCTION = 0, KIND_TABLE = 1, KIND_MEMORY = 2, KIND_GLOBAL = 3;

/** The import section's memory limits: where its minimum's LEB128 is, how long, and its value. */
function memoryMinimum(reader: Reader): { at: number; length: number; pages: number } | undefined {
  let found: { at: number; length: number; pages: number } | undefined;
  for (let count = reader.u32(); count > 0; count--) {
    reader.skipName();
    reader.skipName();
    const kind = reader.byte();
    if (kind === KIND_FUNCTION) reader.u32();
    else if (kind === KIND_TABLE) (reader.byte(), reader.limits());
    else if (kind === KIND_MEMORY) {
      if (found) throw new WasmLayoutError("the QuickJS module imports two memories");
      found = reader.limits();
    } else if (kind === KIND_GLOBAL) (reader.byte(), reader.byte());
    else throw new WasmLayoutError(`an import of unknown kind ${kind}`);
  }
  return found;
}

/** The first defined global's initial value, if it is a mutable i32 set by an i32.const. */
function firstGlobal(reader: Reader): number | undefined {
  if (reader.u32() === 0) return undefined;
  const [type, mutable, op] = [reader.byte(), reader.byte(), reader.byte()];
  if (type !== 0x7f || mutable !== 1 || op !== 0x41) return undefined;
  return reader.s32();
}

class Reader {
  at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number {
    if (this.at >= this.bytes.length) throw new WasmLayoutError("the QuickJS module ends early");
    return this.bytes[this.at++]!;
  }

  u32(): number {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = this.byte();
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
  }

  s32(): number {
    let value = 0, shift = 0, byte;
    do {
      byte = this.byte();
      value |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    return shift < 32 && byte & 0x40 ? value | (-1 << shift) : value;
  }

  skipName(): void {
    const length = this.u32();
    this.at += length;
  }

  /** Limits: a flags byte (bit 0: a maximum follows), the minimum, the maximum. */
  limits(): { at: number; length: number; pages: number } {
    const flags = this.byte();
    if (flags & ~0x3) throw new WasmLayoutError(`memory limits with flags ${flags} (memory64?)`);
    const at = this.at;
    const pages = this.u32();
    const limits = { at, length: this.at - at, pages };
    if (flags & 1) this.u32();
    return limits;
  }
}
