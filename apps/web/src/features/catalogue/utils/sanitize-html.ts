// History values and descriptions are HTML written by people and imports; before they are shown with
// dangerouslySetInnerHTML everything but plain formatting is dropped.
const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'colspan', 'rowspan']);

function safeHref(value: string): boolean {
  const v = value.trim().toLowerCase();
  return v.startsWith('http://') || v.startsWith('https://') || v.startsWith('mailto:') || v.startsWith('/');
}

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(el.childNodes)
    .map((c) => clean(c, doc))
    .filter((c): c is Node => c !== null);
  if (!ALLOWED_TAGS.has(tag)) {
    // Unknown wrappers are unwrapped so their text survives.
    const frag = doc.createDocumentFragment();
    children.forEach((c) => frag.appendChild(c));
    return frag;
  }
  const out = doc.createElement(tag);
  for (const attr of Array.from(el.attributes)) {
    const name = attr.name.toLowerCase();
    if (!ALLOWED_ATTRIBUTES.has(name)) continue;
    if (name === 'href' && !safeHref(attr.value)) continue;
    out.setAttribute(name, attr.value);
  }
  if (tag === 'a') out.setAttribute('rel', 'noopener noreferrer');
  children.forEach((c) => out.appendChild(c));
  return out;
}

/** A whitelist sanitiser on DOMParser: keeps formatting tags, drops script/style, on* handlers and javascript: links. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const container = doc.createElement('div');
  Array.from(doc.body.childNodes).forEach((n) => {
    const c = clean(n, doc);
    if (c) container.appendChild(c);
  });
  return container.innerHTML;
}

/** Whether a string looks like markup, so it is rendered rather than shown as text. */
export function looksLikeHtml(value: string): boolean {
  return /<([a-z][a-z0-9]*)\b[^>]*>/i.test(value);
}
