// Sandboxes restored from the guest snapshot with tools that never answer, as the experiments that
// time a step in one (floors-warm.mjs, guest-start.mjs) prepare them off the timed path. Needs
// tsx (`node --import tsx`): it imports the sources of wasm/.
import { loadGuestSource } from "../../wasm/guest-source.ts";
import { guestSnapshot } from "../../wasm/snapshot-cache.ts";
import { restoreSnapshot, bindHostFunctions } from "../../wasm/snapshot.ts";
import { hostFunctions } from "../../wasm/host-binding.ts";
import { callDirectly } from "../../wasm/quickjs-internals.ts";

const NO_HOST = { callTool: () => new Promise(() => undefined), print: () => undefined };
/** A binding state of its own per sandbox: its `pending` map records the calls the guest makes. */
const noState = () => ({ pending: new Map(), nextSeq: () => 0, isLive: () => true, deliver: () => undefined, answer: () => undefined, fail: () => undefined, fits: () => true });

/**
 * The guest's snapshot (this tree's dist/, or the guest script `guestSource`, e.g. another
 * build's), and a function restoring a sandbox from it with a `memoryBytes` cap.
 */
export async function restoredSandboxes(memoryBytes, guestSource) {
  const snapshot = await guestSnapshot(guestSource ?? (await loadGuestSource()));
  if (!snapshot) throw new Error("no guest snapshot");
  const restored = async () => {
    const guest = await restoreSnapshot(snapshot, memoryBytes);
    bindHostFunctions(guest.runtime, hostFunctions(guest.ctx, NO_HOST, noState()), snapshot);
    guest.runtime.setMaxStackSize(256 * 1024);
    guest.runtime.setInterruptHandler(() => false);
    callDirectly(guest.runtime, guest.ctx);
    return guest;
  };
  return { snapshot, restored };
}
