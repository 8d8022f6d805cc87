// A parked flow: a hibernated flow (wasm/hibernation.ts) taken out of its sandbox whole, as plain
// data that can cross a thread or a process, and resumed in a sandbox of the same build. Besides
// its memory image it names what the sandbox's JS side held: the promise of the guest's outcome,
// by its address in that memory, and the tool calls it waits on (the guest's ids for them, whose
// promises are in its memory), which are asked again when it resumes. The build tag names the guest runtime and the QuickJS build (the
// snapshot's fresh-image hash); an image of another build, or one whose numbers do not fit its
// memory, is refused before any of it is written into an instance.
import type { FlowImage } from "./flow-image.js";
import type { PendingCall } from "./host-binding.js";
import { PAGE_BYTES } from "./quickjs.js";
import type { GuestSnapshot } from "./snapshot.js";
import { guestHash } from "./snapshot-format.js";

/** Bumped when what a parked image holds, or how it is read, changes. */
const PARKED_FORMAT = 2;
/** 4 GiB: the most a wasm32 memory has. */
const MAX_PAGES = 65536;

/** A call the parked guest waits on: its id (the guest answers it by that), seq, alias and arguments. */
export type ParkedCall = PendingCall;

export interface ParkedImage extends FlowImage {
  /** parkedBuild(): which guest runtime and QuickJS build made it. */
  build: string;
  memoryBytes: number;
  stackBytes: number;
  /** Address of the guest's outcome promise (`__toolflow.run`'s result). */
  outcome: number;
  /** The calls the guest waits on, in call order. */
  calls: ParkedCall[];
  /** Calls the guest had made when it was parked. */
  callCount: number;
}

/** A WIT u32 the guest counts from 1. */
function isCallId(id: unknown): boolean {
  return Number.isSafeInteger(id) && (id as number) >= 1 && (id as number) <= 2 ** 32 - 1;
}

/** The image cannot be resumed here: the flow must start again (from its journal). */
export class ParkedImageRefused extends Error {
  override name = "ParkedImageRefused";
}

const builds = new WeakMap<GuestSnapshot, string>();

/** The part of the build tag a host can check without a sandbox: the image format and the guest runtime. */
export function parkedGuestTag(guestSource: string): string {
  // Hashing the guest runtime costs a millisecond or two; a process has one.
  if (lastTag?.guestSource !== guestSource) lastTag = { guestSource, tag: `${PARKED_FORMAT}.${guestHash(guestSource).toString(16)}` };
  return lastTag.tag;
}

let lastTag: { guestSource: string; tag: string } | undefined;

/** The build tag of images made from this snapshot of this guest (the QuickJS build's hash last). */
export function parkedBuild(snapshot: GuestSnapshot, guestSource: string): string {
  let build = builds.get(snapshot);
  if (build === undefined) {
    build = `${parkedGuestTag(guestSource)}.${snapshot.freshImageHash.toString(16)}`;
    builds.set(snapshot, build);
  }
  return build;
}

/**
 * Throws ParkedImageRefused unless the image was made by this build, for a flow with these
 * limits, and every word and address it names lies inside its memory. Its contents are not
 * trusted beyond that: the host checked who made it (host/fleet/parked-store.ts).
 */
export function checkParked(image: ParkedImage, build: string, setup: { memoryBytes: number; stackBytes: number }, snapshot: GuestSnapshot): void {
  const refuse = (why: string) => {
    throw new ParkedImageRefused(`the parked image ${why}`);
  };
  if (image.build !== build) refuse(`was made by another build (${String(image.build)}, this is ${build})`);
  if (image.memoryBytes !== setup.memoryBytes || image.stackBytes !== setup.stackBytes) refuse("was made for other memory limits");
  const { pages, runs } = image;
  // A memory larger than the flow's cap fails to instantiate, before anything is written.
  if (!Number.isSafeInteger(pages) || pages < snapshot.pages || pages > MAX_PAGES) refuse("has a memory size that does not fit");
  if (!(runs instanceof Int32Array)) refuse("has no memory runs");
  const words = (pages * PAGE_BYTES) / 4;
  for (let at = 0; at < runs.length; ) {
    const start = runs[at]!;
    const count = runs[at + 1];
    if (count === undefined || start < 0 || count < 0 || start + count > words || at + 2 + count > runs.length) refuse("has a memory run outside its memory");
    at += 2 + count!;
  }
  const inMemory = (address: unknown) => Number.isSafeInteger(address) && (address as number) > 0 && (address as number) % 4 === 0 && (address as number) < pages * PAGE_BYTES;
  if (!inMemory(image.outcome)) refuse("names an outcome outside its memory");
  if (!Array.isArray(image.calls) || image.calls.length === 0) refuse("waits on no tool call");
  for (const call of image.calls) {
    if (typeof call.alias !== "string" || typeof call.argsJson !== "string" || !Number.isSafeInteger(call.seq) || !isCallId(call.id)) refuse("has a malformed call");
  }
  if (new Set(image.calls.map((call) => call.id)).size !== image.calls.length) refuse("waits twice on one call");
  if (!Number.isSafeInteger(image.callCount) || image.callCount < image.calls.length) refuse("has a malformed call count");
}
