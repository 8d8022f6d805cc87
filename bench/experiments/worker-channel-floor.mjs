// The worker engine's channel per tool call, bare: a round trip host -> worker -> host the shape a
// call and its answer take, by postMessage with today's message shapes (a list of objects each
// way), by postMessage with flat lists, and over a SharedArrayBuffer woken by Atomics.notify and
// Atomics.waitAsync on both sides (neither thread may block: each runs an event loop), and (session
// 13) by postMessage with the worker blocking in Atomics.wait for the host's notify after each call
// and taking the answer with receiveMessageOnPort, without a turn of its event loop. Process CPU
// time (both threads) and wall time per round trip, medians of ROUNDS, kinds interleaved.
// `node bench/experiments/worker-channel-floor.mjs [TRIPS] [ROUNDS]`
import { MessageChannel, Worker } from "node:worker_threads";
import { median } from "../lib/stats.mjs";

const TRIPS = Number(process.argv[2] ?? 20000);
const ROUNDS = Number(process.argv[3] ?? 5);
const ARGS = '{"i": 1234}';
const ANSWER = '{"numbers":"by-value","ok":1}';

const worker = new Worker(
  `const { parentPort, receiveMessageOnPort } = require("node:worker_threads");
  let sab;
  parentPort.on("message", (m) => {
    if (m.type === "blocking") return blocking(m.port, new Int32Array(m.sab), m.trips);
    if (m.type === "answers") return parentPort.postMessage({ type: "calls", calls: [{ flowId: 1, callId: m.answers[0].callId + 1, alias: "noop", argsJson: ${JSON.stringify(ARGS)} }] });
    if (m.type === "flat") return parentPort.postMessage({ type: "calls", calls: [1, m.answers[0] + 1, "noop", ${JSON.stringify(ARGS)}] });
    if (m.type === "sab") { sab = new Int32Array(m.sab); return wait(0); }
  });
  // Waits for the host's word at slot 0, answers at slot 1.
  function wait(seen) {
    const w = Atomics.waitAsync(sab, 0, seen);
    const go = () => {
      const now = Atomics.load(sab, 0);
      if (now < 0) return;
      Atomics.store(sab, 1, now);
      Atomics.notify(sab, 1);
      wait(now);
    };
    if (w.async) w.value.then(go); else go();
  }
  // Each call posted, then the thread blocks until the host says its answer is queued.
  function blocking(port, flag, trips) {
    let callId = 0;
    for (let i = 0; i < trips; i++) {
      const seen = Atomics.load(flag, 0);
      port.postMessage({ type: "calls", calls: [{ flowId: 1, callId: callId + 1, alias: "noop", argsJson: ${JSON.stringify(ARGS)} }] });
      if (Atomics.wait(flag, 0, seen, 1000) === "timed-out") throw new Error("no answer");
      callId = receiveMessageOnPort(port).message.answers[0].callId;
    }
    port.postMessage({ type: "done" });
  }`,
  { eval: true },
);

function viaMessages(flat) {
  return new Promise((resolve) => {
    let left = TRIPS;
    const on = (m) => {
      if (--left === 0) {
        worker.off("message", on);
        return resolve();
      }
      const callId = flat ? m.calls[1] : m.calls[0].callId;
      worker.postMessage(flat ? { type: "flat", answers: [callId, ANSWER] } : { type: "answers", answers: [{ callId, answer: ANSWER }] });
    };
    worker.on("message", on);
    worker.postMessage(flat ? { type: "flat", answers: [0, ANSWER] } : { type: "answers", answers: [{ callId: 0, answer: ANSWER }] });
  });
}

const sab = new Int32Array(new SharedArrayBuffer(8));
worker.postMessage({ type: "sab", sab: sab.buffer });
let word = 0;
function viaAtomics() {
  return new Promise((resolve) => {
    let left = TRIPS;
    const step = () => {
      if (left-- === 0) return resolve();
      Atomics.store(sab, 0, ++word);
      Atomics.notify(sab, 0);
      const w = Atomics.waitAsync(sab, 1, word - 1);
      if (w.async) w.value.then(step);
      else step();
    };
    step();
  });
}

function viaBlockingWorker() {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    port1.on("message", (m) => {
      if (m.type === "done") {
        port1.close();
        return resolve();
      }
      port1.postMessage({ type: "answers", answers: [{ callId: m.calls[0].callId, answer: ANSWER }] });
      Atomics.add(flag, 0, 1);
      Atomics.notify(flag, 0);
    });
    worker.postMessage({ type: "blocking", port: port2, sab: flag.buffer, trips: TRIPS }, [port2]);
  });
}

const kinds = {
  "postMessage, worker blocks in Atomics.wait": viaBlockingWorker, "postMessage, lists of objects": () => viaMessages(false), "postMessage, flat lists": () => viaMessages(true), "SharedArrayBuffer + Atomics.waitAsync": viaAtomics };
const samples = Object.fromEntries(Object.keys(kinds).map((k) => [k, { cpu: [], wall: [] }]));
for (let round = -1; round < ROUNDS; round++) {
  for (const [name, run] of Object.entries(kinds)) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    await run();
    const used = process.cpuUsage(cpu);
    if (round < 0) continue;
    samples[name].cpu.push((used.user + used.system) / TRIPS);
    samples[name].wall.push(((performance.now() - wall) * 1000) / TRIPS);
  }
}
for (const [name, { cpu, wall }] of Object.entries(samples)) console.log(`${name.padEnd(40)} CPU ${median(cpu).toFixed(1)} us, wall ${median(wall).toFixed(1)} us per round trip`);
Atomics.store(sab, 0, -1);
Atomics.notify(sab, 0);
await worker.terminate();
