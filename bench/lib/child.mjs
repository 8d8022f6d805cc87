// Child processes for the bench: time from spawn to the first output that carries the result
// (cold start), and a JSON-reporting child watched for time and memory so that a runner that
// cannot cope (1,000 flows each in a worker) is stopped and reported, never left to swamp the host.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** Milliseconds from spawn until stdout contains `marker`; rejects if the process ends without it. */
export function timeToOutput(command, args, marker, { cwd, timeoutMs = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    let elapsed;
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if (elapsed === undefined && out.includes(marker)) elapsed = performance.now() - start;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (elapsed !== undefined) resolve(elapsed);
      else reject(new Error(`${command} exited with ${code} before printing ${JSON.stringify(marker)}: ${err.trim().slice(-300)}`));
    });
  });
}

/** Resident set of a process and all its threads, from /proc (Linux). */
function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+)/.exec(status);
  return kb ? Number(kb[1]) * 1024 : 0;
}

/**
 * Runs a node script that prints JSON lines; resolves with the last line parsed, plus
 * `stopped` (why the watchdog killed it) when it ran over `timeoutMs` or `maxRssBytes`.
 */
export function runWatched(script, args, { timeoutMs, maxRssBytes, nodeArgs = [] }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, script, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let last;
    let buffered = "";
    let err = "";
    let stopped;
    const stop = (why) => {
      stopped ??= why;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop(`over ${timeoutMs / 1000} s`), timeoutMs);
    const poll = setInterval(() => {
      try {
        if (rssBytes(child.pid) > maxRssBytes) stop(`over ${Math.round(maxRssBytes / 2 ** 20)} MiB RSS`);
      } catch (error) {
        // The process is gone between the check and the read; its close event reports it.
        if (error.code !== "ENOENT") stop(`cannot read its memory: ${error.message}`);
      }
    }, 100);
    child.stdout.on("data", (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop();
      for (const line of lines) if (line.trim()) last = JSON.parse(line);
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      if (stopped) resolve({ ...last, stopped });
      else if (code === 0 && last) resolve(last);
      else reject(new Error(`${script} exited with ${code}: ${err.trim().slice(-300)}`));
    });
  });
}
