// Calls libm through hostcall's Deno-compatible dlopen.
// Run: cargo run --release -p hostcall-cli -- run --allow-ffi examples/libm.js
const libm = hostcall.dlopen("libm.so.6", {
  cos: { parameters: ["f64"], result: "f64" },
  pow: { parameters: ["f64", "f64"], result: "f64" },
  ldexp: { parameters: ["f64", "i32"], result: "f64" },
});
const { cos, pow, ldexp } = libm.symbols;

let sum = 0, expected = 0;
for (let i = 0; i < 100000; i++) sum += cos(i / 1000);
for (let i = 0; i < 100000; i++) expected += Math.cos(i / 1000);
console.log("sum of cos(i/1000), i < 100000:", sum.toFixed(6));
if (Math.abs(sum - expected) > 1e-6) throw new Error(`libm and Math.cos disagree: ${sum} vs ${expected}`);
if (cos(0) !== 1) throw new Error(`cos(0) = ${cos(0)}`);
if (pow(2, 10) !== 1024) throw new Error(`pow(2, 10) = ${pow(2, 10)}`);
if (ldexp(1, 53) !== 2 ** 53) throw new Error(`ldexp(1, 53) = ${ldexp(1, 53)}`);
console.log("cos(0) =", cos(0), " pow(2, 10) =", pow(2, 10), " ldexp(1, 53) =", ldexp(1, 53));
libm.close();
