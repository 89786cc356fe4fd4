import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, markForParsing, sanitizeHtml, sanitizeHtmlToFragment } from './safe-html';

afterEach(cleanup);

const rendered = (html: string) => render(<SafeHtml html={html} />).container.firstElementChild as HTMLElement;

describe('SafeHtml', () => {
  it('keeps the markup an answer or a release note is written with', () => {
    const html =
      '<h3>Release 10.16</h3><p>Read <strong>this</strong> and <em>that</em>, see <a href="https://www.example/help">help</a>.</p><ul><li>one</li></ul><img src="https://media.example/a.png" alt="A">';
    expect(rendered(html).innerHTML).toBe(html);
  });

  it('lets the parser meet no event handler and no style element, and gives back text and values as typed', () => {
    const typed = '<p title="on top" class=\'online\'>Come online, "on" time/on call</p><img src=x onerror=alert(1)><svg/onload=alert(2)><a href="#"onclick="alert(3)">a</a><STYLE>p{}</STYLE><svg><style>x</style></svg>';
    expect(markForParsing(typed)).not.toMatch(/[\t\n\f\r /"']on/i);
    expect(markForParsing(typed)).not.toMatch(/[\t\n\f\r /"'<]style/i);
    expect(markForParsing('<BASE HREF="javascript:alert(1)//"><p style="color:red">x</p>')).not.toMatch(/<base|\sstyle/i);
    expect(rendered(typed).innerHTML).toBe('<p title="on top" class="online">Come online, "on" time/on call</p><img src="x" alt=""><svg><a href="#">a</a><svg></svg></svg>');
  });

  it('gives back plain text with no tag as typed', () => {
    expect(rendered('Proposal: a workshop on family constitutions, "online" style').textContent).toBe('Proposal: a workshop on family constitutions, "online" style');
  });

  it('gives a pasted picture without a text alternative an empty one, and keeps a given one', () => {
    expect(rendered('<img src="x.png" onerror="alert(1)"><img src="y.png" alt="Harbor">').innerHTML).toBe('<img src="x.png" alt=""><img src="y.png" alt="Harbor">');
  });

  it('strips scripts', () => {
    const element = rendered('<p>Hello</p><script>window.hacked = true</script><svg><script>alert(1)</script></svg>');
    expect(element.querySelector('script')).toBeNull();
    expect(element.textContent).toBe('Hello');
  });

  it('strips event handlers', () => {
    const element = rendered('<img src="x.png" alt="x" onerror="alert(1)"><p onclick="alert(2)" onmouseover="alert(3)">Hi</p>');
    expect(element.innerHTML).toBe('<img src="x.png" alt="x"><p>Hi</p>');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)', ' javascript:alert(1)'])(
    'strips the javascript: address %s',
    (href) => {
      const link = rendered(`<a href="${href}">link</a>`).querySelector('a');
      expect(link?.textContent).toBe('link');
      expect(link?.hasAttribute('href')).toBe(false);
    },
  );

  it('strips frames, objects, base, form controls and inline styles', () => {
    const element = rendered(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x"><base href="https://evil.example/">' +
        '<form action="https://evil.example"><input name="password"><button>Sign in</button></form>' +
        '<style>body { display: none }</style><p style="position: fixed">kept</p>',
    );
    expect(element.querySelector('iframe, object, embed, base, form, input, button, style, [style]')).toBeNull();
    expect(element.innerHTML).toBe('Sign in<p>kept</p>');
  });

  it('works where the browser has no Trusted Types (a string, as in jsdom)', () => {
    expect('trustedTypes' in window).toBe(false);
    expect(sanitizeHtml('<b onclick="x()">bold</b>')).toBe('<b>bold</b>');
  });

});

describe('sanitizeHtmlToFragment', () => {
  it('gives the same sanitised markup as nodes of another (inert) document', () => {
    const fragment = sanitizeHtmlToFragment('<p onclick="alert(1)">Hi <b>there</b><script>alert(2)</script></p><form><input name="p"></form>');
    const holder = document.createElement('div');
    holder.append(document.importNode(fragment, true));
    expect(holder.innerHTML).toBe('<p>Hi <b>there</b></p>');
    expect(fragment.ownerDocument).not.toBe(document);
    expect(sanitizeHtmlToFragment('plain words').textContent).toBe('plain words');
  });
});

