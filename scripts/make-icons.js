#!/usr/bin/env node
// Draws the add-in icon (a white spade on a green card-table square) into assets/icon-<size>.png.
// The PNGs are committed; rerun this only to change the artwork. No image library: a PNG is a
// signature, an IHDR, zlib-deflated scanlines and an IEND, each chunk CRC-protected.
"use strict";

const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

const SIZES = [16, 32, 64, 80];
const FELT = [0x1b, 0x5e, 0x20];
const INK = [0xff, 0xff, 0xff];
// Per-pixel supersampling so the small sizes stay legible instead of jagged.
const SAMPLES = 8;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// Shapes in unit coordinates: u, v in [-1, 1], v pointing down.
function inRoundedSquare(u, v) {
  const r = 0.3;
  const dx = Math.max(Math.abs(u) - (1 - r), 0);
  const dy = Math.max(Math.abs(v) - (1 - r), 0);
  return dx * dx + dy * dy <= r * r;
}

function inSpade(u, v) {
  // The classic heart curve (x²+y²−1)³ ≤ x²y³, flipped so the point is on top.
  const x = u / 0.48;
  const y = (v + 0.12) / 0.48;
  const q = x * x + y * y - 1;
  const body = q * q * q - x * x * y * y * y <= 0;
  // A flared foot under the body.
  const footTop = 0.2;
  const footBottom = 0.74;
  const t = (v - footTop) / (footBottom - footTop);
  const foot = t >= 0 && t <= 1 && Math.abs(u) <= 0.05 + 0.25 * t * t * t;
  return body || foot;
}

function render(size) {
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let card = 0;
      let ink = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const u = ((px + (sx + 0.5) / SAMPLES) / size) * 2 - 1;
          const v = ((py + (sy + 0.5) / SAMPLES) / size) * 2 - 1;
          if (!inRoundedSquare(u, v)) continue;
          card++;
          if (inSpade(u, v)) ink++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const i = (py * size + px) * 4;
      const mix = card === 0 ? 0 : ink / card;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(FELT[c] * (1 - mix) + INK[c] * mix);
      rgba[i + 3] = Math.round((255 * card) / total);
    }
  }
  return rgba;
}

function main() {
  const outDir = path.resolve(__dirname, "..", "assets");
  fs.mkdirSync(outDir, { recursive: true });
  for (const size of SIZES) {
    const file = path.join(outDir, `icon-${size}.png`);
    fs.writeFileSync(file, encodePng(size, render(size)));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

if (require.main === module) main();

module.exports = { encodePng, render, SIZES };
