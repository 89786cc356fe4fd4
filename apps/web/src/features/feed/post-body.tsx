import { highlightSegments, linkMentions, memberProfileHrefOf, type Post } from '@ypo/headless';
import { useLayoutEffect, useRef } from 'react';
import { SafeHtml } from '../../components/safe-html';
import * as styles from './feed.css';

/**
 * The HTML of a post body before it is sanitised: its mentions as links to the member profiles
 * (`linkMentions`). What it returns still goes through `SafeHtml`.
 */
export function postBodyHtml(post: Pick<Post, 'body' | 'mentions'>): string {
  return linkMentions(post.body, post.mentions ?? [], memberProfileHrefOf);
}

/** Wraps each match of `highlight` in the text nodes under `root` in a `<mark>` (DOM nodes only, no markup is parsed). */
function markMatches(root: HTMLElement, highlight: string) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) nodes.push(node as Text);
  for (const node of nodes) {
    const segments = highlightSegments(node.data, highlight);
    if (!segments.some((segment) => segment.isMatch)) continue;
    const parts = segments.map((segment) => {
      if (!segment.isMatch) return document.createTextNode(segment.text);
      const mark = document.createElement('mark');
      mark.className = styles.mark;
      mark.textContent = segment.text;
      return mark;
    });
    node.replaceWith(...parts);
  }
}

/** A post body: user HTML through the one sanitising component, the content-search text highlighted (spec 001 §2). */
export function PostBody({ post, highlightText }: { post: Pick<Post, 'body' | 'mentions'>; highlightText?: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const html = postBodyHtml(post);
  useLayoutEffect(() => {
    if (ref.current && highlightText) markMatches(ref.current, highlightText);
  }, [html, highlightText]);
  return (
    <div ref={ref}>
      <SafeHtml html={html} />
    </div>
  );
}
