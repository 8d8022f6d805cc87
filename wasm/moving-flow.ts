// Flows of the worker pool move between its threads (docs/design.md "The sandbox worker pool").
// A flow that waits on its tools sits in the thread it started in; when a tool answers it while
// another flow has held that thread for a while (a long computation, a hostile busy loop), the
// answer is not queued behind that computation: the thread parks the waiting flow from the
// computing guest's interrupt poll (wasm/pool-worker.ts moveHeld, wasm/worker-entry.ts), and the
// pool resumes it from its image in a free thread, like a new flow. The calls the flow waits on
// are asked again there; they get the answers the host already gave (never asked of it twice).
// A flow whose thread was terminated under it (another flow stuck in one native operation) runs
// again from its start the same way (RestartedFlow).
import type { MovedFlow, PoolRequest, RestartedFlow } from "./pool-worker.js";
import type { SandboxResult } from "./sandbox.js";

/**
 * Runs the request where `runPlaced` places it; each time it moves, resumes it wherever that
 * places it next, and each time it is restarted, runs that attempt again there.
 */
export async function runMoving(request: PoolRequest, runPlaced: (request: PoolRequest) => Promise<SandboxResult | MovedFlow | RestartedFlow>): Promise<SandboxResult> {
  let attempt = request;
  for (;;) {
    const result = await runPlaced(attempt);
    if (result.kind === "moved") {
      // The caller asked to park it meanwhile: its own image is what the caller continues.
      if (request.park?.aborted) return { kind: "parked", image: result.image };
      attempt = { ...request, limits: { ...request.limits, deadline: result.deadline }, resume: result.image, movedAnswers: result.answers, printed: result.printed, unreplayable: result.unreplayable };
      continue;
    }
    if (result.kind === "restart") {
      attempt = { ...attempt, limits: { ...attempt.limits, deadline: result.deadline }, movedAnswers: result.answers, printed: result.printed };
      continue;
    }
    // The image came from this process's own build and limits: refusing it is a host bug.
    if (result.kind === "unresumable" && attempt !== request) return { kind: "failed", message: `a flow moved between sandbox workers could not resume: ${result.message}` };
    return result;
  }
}
