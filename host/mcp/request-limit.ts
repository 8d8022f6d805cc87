// The largest JSON-RPC message toolflow's MCP server reads, over stdio and HTTP alike, and the
// JSON-RPC errors it answers a message it cannot read with (the server goes on serving).
import { JSONRPCMessageSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/**
 * A flow's code is at most 100 KiB; JSON-escaped (`\uXXXX` per character at worst) it stays far
 * below this, which also bounds what one peer can make the server hold.
 */
export const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

export interface JsonRpcErrorMessage {
  jsonrpc: "2.0";
  id: null;
  error: { code: number; message: string };
}

const error = (code: number, message: string): JsonRpcErrorMessage => ({ jsonrpc: "2.0", id: null, error: { code, message } });

export const parseError = (e: unknown): JsonRpcErrorMessage => error(-32700, `Parse error: ${e instanceof Error ? e.message : String(e)}`);

export const tooLarge = (): JsonRpcErrorMessage =>
  error(-32600, `Invalid Request: a message may be at most ${MAX_REQUEST_BYTES} bytes (toolflow's MCP server limit)`);

/** `text` as a JSON-RPC message, or the JSON-RPC error answering it (parse error, invalid request). */
export function readMessage(text: string): { message: JSONRPCMessage } | { error: JsonRpcErrorMessage } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { error: parseError(e) };
  }
  const parsed = JSONRPCMessageSchema.safeParse(json);
  if (!parsed.success) return { error: error(-32600, "Invalid Request: not a JSON-RPC 2.0 message") };
  return { message: parsed.data };
}
