// Jint's interop benchmark, "property access": a host property written and read.
// Run: hostcall run --interop-host examples/interop/property_access.js
let sum = 0;
for (let i = 0; i < 10000; i++) {
  host.value = i;
  sum += host.value;
}
if (sum !== 49995000) throw new Error(`property access: expected 49995000, got ${sum}`);
console.log("property access ok:", sum);
