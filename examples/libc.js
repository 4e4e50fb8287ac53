// Calls libc: strlen over JS strings (passed as C strings) and getpid.
// Run: cargo run --release -p hostcall-cli -- run --allow-ffi examples/libc.js
const libc = hostcall.dlopen("libc.so.6", {
  strlen: { parameters: ["cstring"], result: "usize" },
  getpid: { parameters: [], result: "i32" },
  abs: { parameters: ["i32"], result: "i32" },
});
const { strlen, getpid, abs } = libc.symbols;

if (strlen("hello") !== 5) throw new Error(`strlen("hello") = ${strlen("hello")}`);
if (strlen("") !== 0) throw new Error("strlen of the empty string");
// UTF-8 bytes, not UTF-16 units: "héllo ✓" is 10 bytes.
if (strlen("h\u00e9llo \u2713") !== 10) throw new Error(`strlen("h\u00e9llo \u2713") = ${strlen("h\u00e9llo \u2713")}`);
const pid = getpid();
if (!(pid > 0)) throw new Error(`getpid() = ${pid}`);
if (abs(-42) !== 42) throw new Error("abs");
console.log("strlen ok; pid", pid);

// Strings with interior NUL cannot be passed losslessly: a TypeError, not a truncation.
try {
  strlen("a\0b");
  throw new Error("expected a TypeError");
} catch (e) {
  if (!(e instanceof TypeError)) throw e;
  console.log("interior NUL refused:", e.message);
}
libc.close();
try {
  getpid();
  throw new Error("expected an error after close()");
} catch (e) {
  console.log("after close:", e.message);
}
