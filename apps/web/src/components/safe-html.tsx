import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import * as styles from './safe-html.css';

// A picture a member pasted without a text alternative is decoration to a screen reader (axe
// image-alt): it gets an empty one rather than having its file name read out.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !(node as Element).hasAttribute('alt')) (node as Element).setAttribute('alt', '');
});

/**
 * Sanitises user-written HTML with DOMPurify. Where the browser has Trusted Types the result is a
 * TrustedHTML from DOMPurify's own policy `dompurify`, the only one the Content-Security-Policy
 * allows (src/config/content-security-policy.ts); elsewhere (jsdom, older browsers) a string.
 */
export function sanitizeHtml(html: string): TrustedHTML | string {
  return DOMPurify.sanitize(html, {
    RETURN_TRUSTED_TYPE: true,
    // style-src 'self' refuses inline styles anyway (each would be a violation report); user text has
    // no business holding form controls (a password prompt inside a post is phishing).
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style'],
  });
}

/** The one way user-written HTML (answers, release notes, posts) reaches the page: sanitised, never as a string sink. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // A new TrustedHTML object on every render would make React rewrite innerHTML each time.
  const content = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ?? styles.richText} dangerouslySetInnerHTML={{ __html: content }} />;
}
