// A stand-in for jsr:@std/fmt/colors (the import map points here): no network fetches.
export function bold(text: string): string {
  return `**${text}**`;
}
