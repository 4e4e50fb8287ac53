// One call row, N times: `hostcall run --jit eager -A dialect_calls.js LIB NS ROW N`
// (scripts/measure/dialect_calls.sh runs every row under callgrind).
const [lib, ns, row, n] = Deno.args;
const D = ns === "deno" ? Deno : hostcall;
const s = D.dlopen(lib, {
  hc_id_u8: { parameters: ["u8"], result: "u8" },
  hc_add_i64: { parameters: ["i64", "i64"], result: "i64" },
  hc_ptr_is_null: { parameters: ["pointer"], result: "bool" },
  hc_ptr_identity: { parameters: ["pointer"], result: "pointer" },
}).symbols;
const p = ns === "deno" ? Deno.UnsafePointer.create(4096n) : 4096;
const N = Number(n);
let x = 0;
if (row === "u8") for (let i = 0; i < N; i++) x = s.hc_id_u8(7);
else if (row === "i64") for (let i = 0; i < N; i++) x = s.hc_add_i64(3, 4);
else if (row === "ptr_arg") for (let i = 0; i < N; i++) x = s.hc_ptr_is_null(p);
else if (row === "ptr_ret") for (let i = 0; i < N; i++) x = s.hc_ptr_identity(p);
else if (row === "empty") for (let i = 0; i < N; i++) x = i;
if (N === 1) console.log(row, ns, x);
