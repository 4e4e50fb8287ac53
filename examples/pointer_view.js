// Walks a C array through Deno.UnsafePointerView: a library returns a pointer to an array of
// int32 and its length; the script reads each element, then the same memory as a typed
// array (getArrayBuffer wraps it, no copy) and as a copy (copyInto). Also a C string behind
// a pointer, and a function pointer called through Deno.UnsafeFnPointer.
// Run: cargo build -p hostcall-testlib &&
//      cargo run -p hostcall-cli -- run --allow-ffi examples/pointer_view.js target/debug/libhostcall_testlib.so
const path = hostcall.args[0];
if (!path) {
  throw new Error("usage: hostcall run --allow-ffi examples/pointer_view.js path/to/libhostcall_testlib.so");
}
const lib = Deno.dlopen(path, {
  hc_i32_array: { parameters: [], result: "pointer" },
  hc_i32_array_len: { parameters: [], result: "usize" },
  hc_view_bytes: { parameters: [], result: "pointer" },
  hc_fn_add_i32: { parameters: [], result: "function" },
});
const s = lib.symbols;

// 1. Element by element. Deno.dlopen returns 64-bit integers as BigInts (as Deno does).
const array = s.hc_i32_array();
const len = Number(s.hc_i32_array_len());
const view = new Deno.UnsafePointerView(array);
const elements = [];
for (let i = 0; i < len; i++) elements.push(view.getInt32(i * 4));
console.log(`${len} elements:`, elements.join(", "));

// 2. The whole array at once: a typed array over the C memory itself...
const wrapped = new Int32Array(view.getArrayBuffer(len * 4));
// ...and a copy the script owns.
const copy = new Int32Array(len);
view.copyInto(copy);
const sum = elements.reduce((a, b) => a + b, 0);
if (wrapped.reduce((a, b) => a + b, 0) !== sum || copy.join() !== elements.join()) {
  throw new Error("the three reads disagree");
}
console.log("sum:", sum);

// 3. A pointer stored in memory, and the C string it points to.
const bytes = new Deno.UnsafePointerView(s.hc_view_bytes());
const str = bytes.getPointer(48);
console.log("string:", Deno.UnsafePointerView.getCString(str));
console.log("same address:", Deno.UnsafePointer.equals(str, Deno.UnsafePointer.offset(s.hc_view_bytes(), 56)));

// 4. A raw function pointer, called through the same machinery as a dlopen symbol.
const add = new Deno.UnsafeFnPointer(s.hc_fn_add_i32(), { parameters: ["i32", "i32"], result: "i32" });
let total = 0;
for (let i = 0; i < 5000; i++) total = add.call(total, 1);
console.log("add via UnsafeFnPointer:", total);
lib.close();
