import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { ENCODING_SUFFIX, fileExistence, preferredEncoding } from './precompressed';

// The web build prerenders the public pages (apps/web/vite.prerender.ts) into
// `prerendered/<page>.html` (`index.html` for `/`), each with Brotli and gzip copies. This serves
// that HTML for exactly its path, so the page paints before its JavaScript runs; every other route
// gets the empty index.html (client rendering) as before.
const PAGE_PATH = /^\/([a-z][a-z-]*)?$/;

// The file of a path (`/` → index.html, `/blog` → blog.html), or undefined for any other shape.
export function prerenderedFile(path: string): string | undefined {
  const match = PAGE_PATH.exec(path);
  if (!match) return undefined;
  return `${match[1] ?? 'index'}.html`;
}

export const servePrerendered = (webDist: string) => {
  const has = fileExistence();

  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const name = prerenderedFile(request.path);
    if (!name) return next();
    const file = join(webDist, 'prerendered', name);
    if (!has(file)) return next();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const sent = encoding && has(`${file}${ENCODING_SUFFIX[encoding]}`) ? `${file}${ENCODING_SUFFIX[encoding]}` : file;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (sent !== file && encoding) response.setHeader('Content-Encoding', encoding);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(sent, (error?: Error) => {
      if (error && !response.headersSent) next();
    });
  };
};
