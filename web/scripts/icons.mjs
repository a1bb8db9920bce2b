// Renders the app icons in public/icons from icon.svg (run after changing it: node scripts/icons.mjs).
// The maskable icon puts the mark inside the central 80 % safe zone on a full-bleed background.
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve(import.meta.dirname, '../public/icons');
const source = path.join(dir, 'icon.svg');
const background = '#09090b';

async function square(size, file) {
  await sharp(source, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(dir, file));
}

async function maskable(size, file) {
  const mark = await sharp(source, { density: 300 })
    .resize(Math.round(size * 0.7))
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, file));
}

await square(192, 'icon-192.png');
await square(512, 'icon-512.png');
await square(180, 'apple-touch-icon.png');
await maskable(192, 'icon-maskable-192.png');
await maskable(512, 'icon-maskable-512.png');
