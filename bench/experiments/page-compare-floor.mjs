// What comparing a 16 MiB memory with zeros costs (the instance reset's floor, image-s14.md):
// Buffer's compare (memcmp) page by page and in one call, and a WebAssembly SIMD OR over the
// memory (a module importing the same memory, hand-assembled below), on a memory never written
// (its pages all map the kernel's zero page) and on one written and zeroed again (real pages).
//   node bench/experiments/page-compare-floor.mjs
const PAGE = 65536;
const PAGES = 256;
const compare = Buffer.prototype.compare;
const zeroPage = new Uint8Array(PAGE);
const zeroMemory = new Uint8Array(PAGES * PAGE);

// (func (param $start i32) (param $end i32) (result i32)): 1 if any byte of [start, end) is not
// zero; end - start a multiple of 64. Four v128 loads ORed per step.
const leb = (n) => {
  const out = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return out;
};
const section = (id, bytes) => [id, ...leb(bytes.length), ...bytes];
const name = (s) => [...leb(s.length), ...Buffer.from(s)];
const load = (offset) => [0x20, 0, 0xfd, 0x00, 4, ...leb(offset)];
const body = [1, 1, 0x7b, 0x02, 0x40, 0x03, 0x40, 0x20, 2, ...load(0), 0xfd, 0x50, ...load(16), 0xfd, 0x50, ...load(32), 0xfd, 0x50, ...load(48), 0xfd, 0x50, 0x21, 2,
  0x20, 0, 0x41, 0xc0, 0x00, 0x6a, 0x22, 0, 0x20, 1, 0x49, 0x0d, 0, 0x0b, 0x0b, 0x20, 2, 0xfd, 0x53, 0x0b];
const simdModule = new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0,
  ...section(1, [1, 0x60, 2, 0x7f, 0x7f, 1, 0x7f]), ...section(2, [1, ...name("m"), ...name("memory"), 2, 0, 0]),
  ...section(3, [1, 0]), ...section(7, [1, ...name("nonZero"), 0, 0]), ...section(10, [1, ...leb(body.length), ...body])]));

function ms(f, reps = 60) {
  const times = [];
  for (let i = 0; i < reps; i++) {
    const start = process.hrtime.bigint();
    f();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[reps >> 1].toFixed(3);
}

for (const written of [false, true]) {
  const memory = new WebAssembly.Memory({ initial: PAGES });
  const bytes = new Uint8Array(memory.buffer);
  if (written) bytes.fill(1).fill(0);
  const { nonZero } = new WebAssembly.Instance(simdModule, { m: { memory } }).exports;
  const perPage = () => {
    let n = 0;
    for (let p = 0; p < PAGES; p++) if (compare.call(zeroPage, bytes, p * PAGE, (p + 1) * PAGE, 0, PAGE) !== 0) n++;
    return n;
  };
  const oneCall = () => compare.call(zeroMemory, bytes, 0, bytes.length, 0, bytes.length);
  const simd = () => {
    let n = 0;
    for (let p = 0; p < PAGES; p++) n += nonZero(p * PAGE, (p + 1) * PAGE);
    return n;
  };
  for (let round = 0; round < 3; round++) {
    console.log(`${written ? "written and zeroed" : "never written"}: memcmp per page ${ms(perPage)} ms, memcmp in one call ${ms(oneCall)} ms, wasm SIMD per page ${ms(simd)} ms`);
  }
}
