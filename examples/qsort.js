// Sorts an Int32Array with libc's qsort and a JavaScript comparator (an UnsafeCallback).
// Run: cargo run --release -p hostcall-cli -- run --allow-ffi examples/qsort.js
const libc = hostcall.dlopen("libc.so.6", {
  // `function`: the parameter takes an UnsafeCallback (or its pointer).
  qsort: { parameters: ["buffer", "usize", "usize", "function"], result: "void" },
  // Reads the comparator's arguments: copies 4 bytes from a pointer into a buffer.
  memcpy: { parameters: ["buffer", "pointer", "usize"], result: "pointer" },
});
const { qsort, memcpy } = libc.symbols;

// qsort passes pointers to the elements (plain numbers under hostcall's rules; through
// Deno.dlopen and Deno.UnsafeCallback they would be Deno's pointer objects); read each int32
// through a one-element scratch array.
const a = new Int32Array(1), b = new Int32Array(1);
let comparisons = 0;
const compare = new hostcall.UnsafeCallback(
  { parameters: ["pointer", "pointer"], result: "i32" },
  (pa, pb) => {
    comparisons++;
    memcpy(a, pa, 4);
    memcpy(b, pb, 4);
    return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
  },
);

// A deterministic shuffle of -500..499.
const n = 1000;
const values = new Int32Array(n);
for (let i = 0; i < n; i++) values[i] = ((i * 7919) % n) - 500;

qsort(values, n, 4, compare);
for (let i = 1; i < n; i++) {
  if (values[i - 1] > values[i]) throw new Error(`not sorted at ${i}: ${values[i - 1]} > ${values[i]}`);
}
if (values[0] !== -500 || values[n - 1] !== 499) throw new Error(`wrong ends: ${values[0]}, ${values[n - 1]}`);
console.log(`sorted ${n} numbers with ${comparisons} calls of a JS comparator: ${values[0]} .. ${values[n - 1]}`);

// A comparator that throws: qsort gets 0 for that call and finishes; the error is thrown
// from qsort, where the script can catch it.
const angry = new hostcall.UnsafeCallback(
  { parameters: ["pointer", "pointer"], result: "i32" },
  () => { throw new Error("no comparing today"); },
);
try {
  qsort(values, n, 4, angry);
  throw new Error("expected the comparator's error");
} catch (e) {
  console.log("comparator error:", e.message);
}
angry.close();
compare.close();
libc.close();
