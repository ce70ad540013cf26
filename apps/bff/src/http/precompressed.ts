import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

// The web build ships a Brotli (.br) and a gzip (.gz) copy of each script and stylesheet
// (apps/web/vite.config.mts), made once at build time at the highest level. This serves the best
// copy the browser accepts, so no request spends CPU compressing and the landing page stays small.
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};

// Only the hashed build files: a fixed folder and a plain name, so no path can leave it.
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css|svg)$/;

export type TEncoding = 'br' | 'gzip';

// The encoding to answer with: Brotli when accepted, else gzip, else none (q=0 refuses one).
export function preferredEncoding(acceptEncoding: string | undefined): TEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

// The file name suffix of each precompressed copy.
export const ENCODING_SUFFIX: Record<TEncoding, string> = { br: '.br', gzip: '.gz' };

// Build files never change while the process runs: whether one exists is looked up once.
export const fileExistence = (): ((file: string) => boolean) => {
  const exists = new Map<string, boolean>();
  return (file) => {
    let known = exists.get(file);
    if (known === undefined) {
      known = existsSync(file);
      exists.set(file, known);
    }
    return known;
  };
};

export const servePrecompressed = (webDist: string) => {
  const has = fileExistence();

  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const match = ASSET_PATH.exec(request.path);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!match?.[1] || !encoding) return next();
    const file = join(webDist, `${request.path}${ENCODING_SUFFIX[encoding]}`);
    if (!has(file)) return next();
    response.setHeader('Content-Type', TYPES[match[1]] ?? 'application/octet-stream');
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.sendFile(file, (error?: Error) => {
      if (error && !response.headersSent) next();
    });
  };
};
