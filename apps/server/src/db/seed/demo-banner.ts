/**
 * Demo banners with their text drawn into the picture: an SVG layout rendered to
 * PNG at seed time by resvg, so the repository holds no images and every banner reads as what
 * it advertises. CJK glyphs come from WenQuanYi Micro Hei when installed, else the system fonts.
 */
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { Rgb } from './demo-files.ts';

const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

const rgb = ([r, g, b]: Rgb) => `rgb(${r},${g},${b})`;
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A banner: background in `colors[0]`, an accent band in `colors[1]`, headline and tagline in white. */
export function makeBannerPng(width: number, height: number, colors: [Rgb, Rgb], headline: string, tagline: string): Buffer {
  const big = Math.round(Math.min(height * 0.2, (width * 0.8) / Math.max(headline.length, 1)));
  const small = Math.round(big * 0.45);
  const x = Math.round(width * 0.06);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${rgb(colors[0])}"/>
  <rect x="${x}" y="${Math.round(height * 0.5 + big * 0.35)}" width="${Math.round(big * 1.6)}" height="${Math.max(3, Math.round(big * 0.08))}" fill="${rgb(colors[1])}"/>
  <text x="${x}" y="${Math.round(height * 0.5)}" font-family="sans-serif" font-size="${big}" font-weight="bold" fill="#fff">${escapeXml(headline)}</text>
  <text x="${x}" y="${Math.round(height * 0.5 + big * 0.35 + small * 1.8)}" font-family="sans-serif" font-size="${small}" fill="#fff" fill-opacity="0.9">${escapeXml(tagline)}</text>
</svg>`;
  return render(svg);
}

/**
 * A report cover (3:4, the portal's cover slot): `kicker` in the accent colour at the top, the
 * title in big lines (`lines`, broken where a reader would), `foot` small at the bottom.
 */
export function makeCoverPng(colors: [Rgb, Rgb], kicker: string, lines: string[], foot: string): Buffer {
  const [width, height, x] = [360, 480, 36];
  const size = Math.round(Math.min(52, (width - x * 2) / Math.max(...lines.map((l) => l.length), 1)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${rgb(colors[0])}"/>
  <rect x="${x}" y="40" width="48" height="6" fill="${rgb(colors[1])}"/>
  <text x="${x}" y="84" font-family="sans-serif" font-size="24" fill="${rgb(colors[1])}">${escapeXml(kicker)}</text>
  ${lines.map((l, i) => `<text x="${x}" y="${170 + i * size * 1.3}" font-family="sans-serif" font-size="${size}" font-weight="bold" fill="#fff">${escapeXml(l)}</text>`).join('\n  ')}
  <text x="${x}" y="${height - 40}" font-family="sans-serif" font-size="20" fill="#fff" fill-opacity="0.85">${escapeXml(foot)}</text>
</svg>`;
  return render(svg);
}

function render(svg: string): Buffer {
  const font = existsSync(CJK_FONT) ? { fontFiles: [CJK_FONT], loadSystemFonts: false, defaultFontFamily: 'WenQuanYi Micro Hei' } : { loadSystemFonts: true };
  return new Resvg(svg, { font }).render().asPng();
}
