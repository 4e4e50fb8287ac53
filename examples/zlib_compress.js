// zlib's compress2 and uncompress of an 8 MiB buffer as `nonblocking` calls: each runs on
// a worker thread and returns a Promise, while the script goes on with its own work (here a
// CRC-32 computed in JavaScript, checked against zlib's).
// Run: cargo run --release -p hostcall-cli -- run --allow-ffi examples/zlib_compress.js [BYTES]
const zlib = hostcall.dlopen("libz.so.1", {
  compressBound: { parameters: ["u64"], result: "u64" },
  // int compress2(Bytef *dest, uLongf *destLen, const Bytef *source, uLong sourceLen, int level)
  compress2: { parameters: ["buffer", "buffer", "buffer", "u64", "i32"], result: "i32", nonblocking: true },
  // int uncompress(Bytef *dest, uLongf *destLen, const Bytef *source, uLong sourceLen)
  uncompress: { parameters: ["buffer", "buffer", "buffer", "u64"], result: "i32", nonblocking: true },
  crc32: { parameters: ["u64", "buffer", "u32"], result: "u64" },
});
const { compressBound, compress2, uncompress, crc32 } = zlib.symbols;

// Text-like bytes from a fixed generator: compressible, but not trivially.
const size = hostcall.args && hostcall.args.length ? Number(hostcall.args[0]) : 8 << 20;
const input = new Uint8Array(size);
let x = 12345;
for (let i = 0; i < size; i++) {
  x = (Math.imul(x, 1103515245) + 12345) >>> 0;
  input[i] = 97 + ((x >>> 16) % 16);
}

function crc32js(bytes) {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = table[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

async function main() {
  const bound = compressBound(size);
  const packed = new Uint8Array(bound);
  // `destLen` is in/out: a one-element buffer, copied to the worker and back.
  const packedLen = new BigUint64Array([BigInt(bound)]);
  const t0 = Date.now();
  const compressing = compress2(packed, packedLen, input, size, 9);
  console.log("compress2 started:", compressing instanceof Promise ? "a Promise" : typeof compressing);
  // The script keeps running while the worker compresses.
  const mine = crc32js(input);
  const t1 = Date.now();
  const rc = await compressing;
  const t2 = Date.now();
  if (rc !== 0) throw new Error(`compress2 returned ${rc}`);
  const n = Number(packedLen[0]);
  console.log(`compressed ${size} bytes to ${n} bytes (level 9)`);
  console.log(`crc32 computed in JavaScript meanwhile: 0x${mine.toString(16)} (zlib: 0x${crc32(0, input, size).toString(16)})`);
  if (mine !== crc32(0, input, size)) throw new Error("crc32 mismatch");
  console.log(`script work ${t1 - t0} ms, compress2 settled after ${t2 - t0} ms`);

  const back = new Uint8Array(size);
  const backLen = new BigUint64Array([BigInt(size)]);
  const rc2 = await uncompress(back, backLen, packed.subarray(0, n), n);
  if (rc2 !== 0) throw new Error(`uncompress returned ${rc2}`);
  if (Number(backLen[0]) !== size) throw new Error(`uncompressed ${backLen[0]} bytes`);
  for (let i = 0; i < size; i++) {
    if (back[i] !== input[i]) throw new Error(`byte ${i} differs`);
  }
  console.log(`uncompressed ${n} bytes back to ${size} bytes: round trip ok`);
}

main().then(
  () => zlib.close(),
  (e) => {
    console.log("FAILED:", String(e));
    zlib.close();
  },
);
