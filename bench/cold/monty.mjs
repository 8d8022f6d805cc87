// Cold start of @pydantic/monty: a fresh node process loads the addon and prints `1 + 1`.
import { Monty } from "@pydantic/monty";

console.log(new Monty("1 + 1").run());
