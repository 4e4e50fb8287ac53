// libm through Deno.dlopen, with its types.
const symbols = {
  pow: { parameters: ["f64", "f64"], result: "f64" },
  cbrt: { parameters: ["f64"], result: "f64" },
} as const;

export interface Libm {
  pow(x: number, y: number): number;
  cbrt(x: number): number;
  close(): void;
}

export function openLibm(): Libm {
  const lib = Deno.dlopen(Deno.build.os === "darwin" ? "libm.dylib" : "libm.so.6", symbols);
  return {
    pow: (x: number, y: number): number => lib.symbols.pow(x, y) as number,
    cbrt: (x: number): number => lib.symbols.cbrt(x) as number,
    close: (): void => lib.close(),
  };
}
