// Jint's interop benchmark, "method calls": a host method called 10,000 times.
// Run: hostcall run --interop-host examples/interop/method_calls.js
let sum = 0;
for (let i = 0; i < 10000; i++) {
  sum += host.add(i, 1);
}
if (sum !== 50005000) throw new Error(`method calls: expected 50005000, got ${sum}`);
console.log("method calls ok:", sum);
