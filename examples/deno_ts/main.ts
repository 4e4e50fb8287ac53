// A Deno-style TypeScript FFI program: ES module imports, an import map (deno.json beside
// this file maps `libm` and a `jsr:` specifier to local files), a JSON module, top-level
// await and timers. Runs unchanged under Deno and hostcall:
//   cargo run --release -p hostcall-cli -- run --allow-ffi examples/deno_ts/main.ts
//   deno run --allow-ffi examples/deno_ts/main.ts
import { openLibm, type Libm } from "libm";
import { bold } from "jsr:@std/fmt/colors";
import config from "./config.json" with { type: "json" };

interface Row {
  x: number;
  value: number;
}

const libm: Libm = openLibm();
const rows: Row[] = config.inputs.map((x: number): Row => ({ x, value: libm.pow(x, config.power) }));
// Wait a tick of the event loop, as a program awaiting I/O would.
await new Promise<void>((resolve) => setTimeout(resolve, 1));
for (const r of rows) {
  console.log(`${bold(config.label)} ${r.x}^${config.power} = ${r.value}`);
}
console.log(`cbrt(27) = ${libm.cbrt(27).toFixed(6)}`);
libm.close();
