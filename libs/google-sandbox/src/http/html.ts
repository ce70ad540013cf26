// Server-rendered HTML for the consent and control pages: every interpolated value is escaped
// unless it is already `SafeHtml` built by this tag.
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

type TValue = SafeHtml | string | number | boolean | undefined | null | TValue[];

const render = (value: TValue): string => {
  if (value === undefined || value === null || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof SafeHtml) return value.value;
  return escapeHtml(String(value));
};

export const html = (strings: TemplateStringsArray, ...values: TValue[]): SafeHtml =>
  new SafeHtml(strings.reduce((out, part, index) => out + part + (index < values.length ? render(values[index]) : ''), ''));

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1f2328; }
  header { background: #1a73e8; color: #fff; padding: 12px 24px; }
  header strong { font-size: 18px; }
  header span { opacity: .85; margin-left: 12px; font-size: 14px; }
  main { max-width: 1040px; margin: 24px auto; padding: 0 16px; }
  section { background: #fff; border: 1px solid #d8dee4; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
  h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 0; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  td, th { border-bottom: 1px solid #eaeef2; padding: 6px 8px; text-align: left; vertical-align: top; }
  label { display: block; margin: 6px 0; font-size: 14px; }
  input, select, textarea { font: inherit; padding: 4px 6px; }
  button { font: inherit; padding: 6px 14px; border-radius: 4px; border: 1px solid #1a73e8; background: #1a73e8; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1a73e8; }
  code { background: #eef1f4; padding: 1px 4px; border-radius: 3px; }
  .muted { color: #57606a; font-size: 13px; }
  .error { color: #b42318; }
`;

// Every page says plainly that it is the sandbox, not Google.
export const page = (title: string, body: SafeHtml): string =>
  html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Google sandbox</title>
<style>${new SafeHtml(STYLE)}</style></head>
<body><header><strong>Google sandbox</strong><span>a local stand-in for Google's sign-in and Business Profile APIs — nothing here reaches Google</span></header>
<main>${body}</main></body></html>`.value;
