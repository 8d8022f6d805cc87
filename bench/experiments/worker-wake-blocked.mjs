// Lead 2 of worker-idle-s15.md: does an idle worker blocked in Atomics.wait (woken by the host's
// notify, reading its message with receiveMessageOnPort) answer a message after an idle gap sooner
// than one sleeping in its event loop (a 'message' event)? A bare worker that replies at once;
// each round the host waits GAP ms, posts, and times the message's way there (the worker's
// receipt on the shared clock), back, and the round trip.
// `GAP=150 N=30 node bench/experiments/worker-wake-blocked.mjs loop|block`
import { Worker, receiveMessageOnPort, parentPort, workerData, isMainThread } from "node:worker_threads";

const GAP = Number(process.env.GAP ?? 150);
const N = Number(process.env.N ?? 30);
const clock = () => performance.timeOrigin + performance.now();
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

if (isMainThread) {
  const mode = process.argv[2] ?? "loop";
  const mail = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL(import.meta.url), { workerData: { mode, mail: mail.buffer } });
  await new Promise((resolve) => worker.once("online", resolve));
  const there = [], back = [], rounds = [];
  for (let i = 0; i < N; i++) {
    await new Promise((resolve) => setTimeout(resolve, GAP));
    const start = performance.now();
    const reply = new Promise((resolve) => worker.once("message", resolve));
    worker.postMessage({ i, at: clock(), payload: "x".repeat(200) });
    if (mode === "block") {
      Atomics.add(mail, 0, 1);
      Atomics.notify(mail, 0);
    }
    const { oneWay, sent } = await reply;
    back.push(clock() - sent);
    there.push(oneWay);
    rounds.push(performance.now() - start);
  }
  const us = (ms) => (ms * 1000).toFixed(0);
  console.log(`${mode}: to the worker ${us(median(there))} us, back ${us(median(back))} us, round trip ${us(median(rounds))} us (medians of ${N}, gap ${GAP} ms)`);
  await worker.terminate();
} else {
  const { mode } = workerData;
  const mail = new Int32Array(workerData.mail);
  const answer = (message) => parentPort.postMessage({ oneWay: clock() - message.at, sent: clock() });
  parentPort.on("message", answer);
  if (mode === "block") {
    let seen = 0;
    // Bounded (50 ms), then a turn of the event loop for its timers, then blocked again.
    const block = () => {
      Atomics.wait(mail, 0, seen, 50);
      seen = Atomics.load(mail, 0);
      for (let got = receiveMessageOnPort(parentPort); got; got = receiveMessageOnPort(parentPort)) answer(got.message);
      setImmediate(block);
    };
    setImmediate(block);
  }
  // As the real worker's heartbeat: an idle event loop still wakes every 100 ms.
  setInterval(() => {}, 100);
}
