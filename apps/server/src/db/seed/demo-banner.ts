/**
 * Demo banners with their text drawn into the picture (issue 13): an SVG layout rendered to
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
  const font = existsSync(CJK_FONT) ? { fontFiles: [CJK_FONT], loadSystemFonts: false, defaultFontFamily: 'WenQuanYi Micro Hei' } : { loadSystemFonts: true };
  return new Resvg(svg, { font }).render().asPng();
}
