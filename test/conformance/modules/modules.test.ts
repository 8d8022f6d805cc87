// Python fidelity part B: the module cases in this folder (one file per SUBSET.md module), each run
// by CPython and by toolflow and compared (see ../runner.ts for the case format).
import { fileURLToPath } from "node:url";
import { conformanceSuite } from "../suite.js";

conformanceSuite("conformance: modules", fileURLToPath(new URL(".", import.meta.url)));
