// A parked flow in Redis: its session and sandbox image as one authenticated blob. The bytes are
// `TFPARK01`, the metadata's length (u32 LE), the metadata (JSON: the session and the image but
// its memory runs), the runs (Int32 LE), then an HMAC-SHA256 of everything before it under the
// fleet's image key. Anything that fails the HMAC (corrupted, truncated, made with another key),
// does not parse, or names another guest runtime is refused here, before it reaches a sandbox,
// and the flow replays from its journal; the sandbox checks the QuickJS build and the memory
// bounds itself (wasm/parked-flow.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import { parkedGuestTag } from "../../wasm/parked-flow.js";
import { ParkedImageMetaSchema, ParkedSessionSchema, type ParkedFlow } from "../schema/parked.js";
import * as z from "zod";

const MAGIC = Buffer.from("TFPARK01", "latin1");
const MAC_BYTES = 32;

const MetaSchema = z.object({ session: ParkedSessionSchema, image: ParkedImageMetaSchema }).strict();

function mac(key: string, bytes: Uint8Array): Buffer {
  return createHmac("sha256", key).update(bytes).digest();
}

export function encodeParked(flow: ParkedFlow, key: string): Buffer {
  const { runs, ...image } = flow.image;
  const meta = Buffer.from(JSON.stringify({ session: flow.session, image }), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32LE(meta.length);
  // Int32Array is little-endian on every platform Node runs on.
  const body = Buffer.concat([MAGIC, length, meta, Buffer.from(runs.buffer, runs.byteOffset, runs.byteLength)]);
  return Buffer.concat([body, mac(key, body)]);
}

export type Decoded = { ok: true; flow: ParkedFlow } | { ok: false; why: string };

/** The parked flow, if these bytes are one made with `key` for this guest runtime. */
export function decodeParked(bytes: Buffer, key: string, guestSource: string): Decoded {
  const refuse = (why: string): Decoded => ({ ok: false, why });
  if (bytes.length < MAGIC.length + 4 + MAC_BYTES) return refuse("it is truncated");
  const body = bytes.subarray(0, bytes.length - MAC_BYTES);
  if (!timingSafeEqual(mac(key, body), bytes.subarray(bytes.length - MAC_BYTES))) {
    return refuse("its HMAC does not match: it was corrupted, truncated, or made with another key");
  }
  if (!body.subarray(0, MAGIC.length).equals(MAGIC)) return refuse("it is not a parked flow of this format");
  const metaEnd = MAGIC.length + 4 + body.readUInt32LE(MAGIC.length);
  if (metaEnd > body.length || (body.length - metaEnd) % 4 !== 0) return refuse("its parts do not fit its length");
  let meta: z.infer<typeof MetaSchema>;
  try {
    meta = MetaSchema.parse(JSON.parse(body.subarray(MAGIC.length + 4, metaEnd).toString("utf8")));
  } catch (error) {
    return refuse(`its metadata is malformed (${error instanceof Error ? error.message.slice(0, 200) : String(error)})`);
  }
  if (!meta.image.build.startsWith(`${parkedGuestTag(guestSource)}.`)) return refuse(`it was made by another build (${meta.image.build})`);
  // Copied: an Int32Array needs its own aligned buffer.
  const runs = new Int32Array(new Uint8Array(body.subarray(metaEnd)).buffer);
  return { ok: true, flow: { session: meta.session, image: { ...meta.image, runs } } };
}
