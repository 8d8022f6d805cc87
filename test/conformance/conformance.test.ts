// Python fidelity part A: the cases in cases/ (values, syntax, statements, builtins, methods),
// each run by CPython and by toolflow and compared (see runner.ts).
import { fileURLToPath } from "node:url";
import { conformanceSuite } from "./suite.js";

conformanceSuite("conformance", fileURLToPath(new URL("./cases", import.meta.url)));
