// A small page of its own (no sign-in, no script) for the links in emails: the one-click
// unsubscribe pages of alert emails and of the newsletter land on it.
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// `paragraph` is text (escaped here); `button` adds a form that POSTs to the page's own address.
export const linkPage = (title: string, paragraph: string, button?: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Nearbly</title></head>` +
  `<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #1a202c"><h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(paragraph)}</p>` +
  (button
    ? `<form method="post"><button type="submit" style="padding: .6rem 1.2rem; font-size: 1rem">${escapeHtml(button)}</button></form>`
    : '') +
  '</body></html>';
