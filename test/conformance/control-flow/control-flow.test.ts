// Python fidelity for control flow: generator functions (`yield`, `yield from`, send/throw/close),
// `with` and contextlib, `match`, exception groups and `except*`, each case run by CPython and
// by toolflow and compared (see ../runner.ts for the case format), tool calls included.
import { fileURLToPath } from "node:url";
import { conformanceSuite } from "../suite.js";

conformanceSuite("conformance: control flow", fileURLToPath(new URL(".", import.meta.url)));
