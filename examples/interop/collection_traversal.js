// Jint's interop benchmark, "collection traversal": a host collection indexed from JS.
// Run: hostcall run --interop-host examples/interop/collection_traversal.js
let sum = 0;
for (let pass = 0; pass < 100; pass++) {
  for (let i = 0; i < host.count; i++) {
    sum += host.numbers[i];
  }
}
if (sum !== 495000) throw new Error(`collection traversal: expected 495000, got ${sum}`);
console.log("collection traversal ok:", sum);
