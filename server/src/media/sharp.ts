/**
 * sharp, loaded with the first image a server handles: libvips maps ~7 MB of native code and sharp takes ~1 MB
 * of V8 heap that a server receiving no uploads never needs (docs/ARCHITECTURE.md, "Memory").
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}
