import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import * as styles from './safe-html.css';

// Chromium's HTML parser reports a Content-Security-Policy violation for every inline event handler
// attribute and every <style> element it meets, even while DOMPurify parses in an inert document where
// nothing can run (measured in Chromium 156 for DOMParser, <template>, createHTMLDocument and the
// Sanitizer API alike). So before DOMPurify parses, every place where an attribute named on... could
// start (after whitespace, '/' or a quote), every style attribute or element and every base element is broken with an invisible private-use
// character: the parser then meets no handler and no style element. The hooks below drop what carries
// the mark in its name (the would-be handlers, the would-be style element with its content) and take the
// mark out of text and attribute values, which DOMPurify then checks as usual. DOMPurify alone decides
// what is safe; the mark only keeps the reports away. A U+E000 a member typed is lost.
const MARK = '\uE000';
const MARKED = /\uE000/g;
const HANDLER_START = /([\t\n\f\r /"'])(o)(n)/gi;
// A style attribute (style-src-attr) or element (style-src-elem), and a base element (base-uri).
const STYLE_START = /([\t\n\f\r /"'<])(s)(tyle)/gi;
const BASE_TAG = /(<\/?)(b)(ase)/gi;

/** The user HTML with the mark set where the parser would otherwise meet a handler, a style or a base. */
export function markForParsing(html: string): string {
  // Without a tag DOMPurify does not parse (it gives the text back as it is), so nothing is marked.
  if (!html.includes('<')) return html;
  return html.replace(HANDLER_START, `$1$2${MARK}$3`).replace(STYLE_START, `$1$2${MARK}$3`).replace(BASE_TAG, `$1$2${MARK}$3`);
}

/** The hooks of the mark (above) and of images without a text alternative, on one DOMPurify instance. */
function withHooks(purify: Purifier): Purifier {
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (node.nodeType === Node.TEXT_NODE && node.nodeValue?.includes(MARK)) node.nodeValue = node.nodeValue.replace(MARKED, '');
    // A would-be style element goes with its content (CSS text); a would-be base is void, what follows it stays.
    else if (data.tagName.replace(MARKED, '') === 'style') (node as Element).replaceChildren();
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName.includes(MARK)) data.keepAttr = false;
    else if (data.attrValue.includes(MARK)) data.attrValue = data.attrValue.replace(MARKED, '');
  });
  // A picture a member pasted without a text alternative is decoration to a screen reader (axe
  // image-alt): it gets an empty one rather than having its file name read out.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !(node as Element).hasAttribute('alt')) (node as Element).setAttribute('alt', '');
  });
  return purify;
}

// One DOMPurify per document, made on first use: the page has one; a test runner that gives each test file a
// document of its own (unit tests share one module cache) gets one bound to that document, never a stale one.
const purifiers = new WeakMap<Document, Purifier>();
function purifier(): Purifier {
  let purify = purifiers.get(document);
  if (!purify) {
    purify = withHooks(DOMPurify(window));
    purifiers.set(document, purify);
  }
  return purify;
}

// style-src 'self' refuses inline styles anyway (each would be a violation report); user text has
// no business holding form controls (a password prompt inside a post is phishing).
const FORBID = { FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'], FORBID_ATTR: ['style'] };

/**
 * Sanitises user-written HTML with DOMPurify. Where the browser has Trusted Types the result is a
 * TrustedHTML from DOMPurify's own policy `dompurify`, the only one the Content-Security-Policy
 * allows (src/config/content-security-policy.ts); elsewhere (jsdom, older browsers) a string.
 */
export function sanitizeHtml(html: string): TrustedHTML | string {
  return purifier().sanitize(markForParsing(html), { ...FORBID, RETURN_TRUSTED_TYPE: true });
}

/**
 * The same sanitising, the result as nodes of an inert document: for a rich-text editor that imports
 * DOM nodes (pasted HTML, a loaded draft), so no HTML string ever meets a sink or a second parser.
 */
export function sanitizeHtmlToFragment(html: string): DocumentFragment {
  return purifier().sanitize(markForParsing(html), { ...FORBID, RETURN_DOM_FRAGMENT: true });
}

/** The one way user-written HTML (answers, release notes, posts) reaches the page: sanitised, never as a string sink. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // A new TrustedHTML object on every render would make React rewrite innerHTML each time.
  const content = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ?? styles.richText} data-user-html="" dangerouslySetInnerHTML={{ __html: content }} />;
}
