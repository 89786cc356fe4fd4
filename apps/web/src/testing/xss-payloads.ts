// Known cross-site scripting payloads (OWASP XSS Filter Evasion Cheat Sheet, PortSwigger XSS cheat
// sheet) for the tests of user HTML: the SafeHtml unit test now, the feed's create -> sandbox ->
// browser test later (issue 11). Each payload, if it ran, would call `window.__xss(id)`; a test
// defines that spy and asserts it was never called.

/** One payload: what a member might paste into a post, a comment, an about text or a message. */
export interface XssPayload {
  /** Stable id, also the argument the payload would pass to `window.__xss`. */
  readonly id: number;
  /** Where it comes from (cheat sheet and vector family). */
  readonly source: string;
  /** The HTML as typed. */
  readonly html: string;
}

const call = (id: number) => `__xss(${id})`;

/** Builds the list; every payload runs `__xss(id)` when it is not neutralised. */
function payloads(): XssPayload[] {
  const vectors: [string, (run: string) => string][] = [
    ['OWASP: basic script', (run) => `<script>${run}</script>`],
    ['OWASP: script with src', () => `<script src="https://evil.example/xss.js"></script>`],
    ['OWASP: malformed img with script', (run) => `<IMG """><SCRIPT>${run}</SCRIPT>">`],
    ['OWASP: img onerror', (run) => `<img src=x onerror="${run}">`],
    ['OWASP: img onerror without quotes', (run) => `<img src=x onerror=${run}>`],
    ['OWASP: IMG javascript src', (run) => `<IMG SRC="javascript:${run};">`],
    ['OWASP: case-mixed javascript', (run) => `<IMG SRC=JaVaScRiPt:${run}>`],
    ['OWASP: HTML entities in scheme', (run) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${run}">x</a>`],
    ['OWASP: hex entities without semicolons', (run) => `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${run}">x</a>`],
    ['OWASP: embedded tab', (run) => `<a href="jav\tascript:${run};">x</a>`],
    ['OWASP: embedded encoded tab', (run) => `<a href="jav&#x09;ascript:${run};">x</a>`],
    ['OWASP: embedded newline', (run) => `<a href="jav&#x0A;ascript:${run};">x</a>`],
    ['OWASP: leading spaces and meta chars', (run) => `<a href=" &#14;  javascript:${run};">x</a>`],
    ['OWASP: non-alpha-non-digit', (run) => `<SCRIPT/XSS SRC="https://evil.example/xss.js"></SCRIPT><BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${run}>`],
    ['OWASP: extraneous open brackets', (run) => `<<SCRIPT>${run}//<</SCRIPT>`],
    ['OWASP: no closing script tag', (run) => `<SCRIPT SRC=https://evil.example/xss.js?< B >${run}`],
    ['OWASP: end title tag', (run) => `</TITLE><SCRIPT>${run}</SCRIPT>`],
    ['OWASP: input image', (run) => `<INPUT TYPE="IMAGE" SRC="javascript:${run};">`],
    ['OWASP: body onload', (run) => `<BODY ONLOAD=${run}>`],
    ['OWASP: svg onload', (run) => `<svg onload=${run}>`],
    ['OWASP: svg script', (run) => `<svg><script>${run}</script></svg>`],
    ['OWASP: iframe javascript', (run) => `<IFRAME SRC="javascript:${run};"></IFRAME>`],
    ['OWASP: iframe srcdoc', (run) => `<iframe srcdoc="<script>parent.${run}</script>"></iframe>`],
    ['OWASP: frameset', (run) => `<FRAMESET><FRAME SRC="javascript:${run};"></FRAMESET>`],
    ['OWASP: table background', (run) => `<TABLE BACKGROUND="javascript:${run}"><tr><td>t</td></tr></TABLE>`],
    ['OWASP: div background-image', (run) => `<DIV STYLE="background-image: url(javascript:${run})">d</DIV>`],
    ['OWASP: style expression', (run) => `<DIV STYLE="width: expression(${run});">d</DIV>`],
    ['OWASP: style tag', (run) => `<STYLE>@import'javascript:${run}';</STYLE>`],
    ['OWASP: link stylesheet', (run) => `<LINK REL="stylesheet" HREF="javascript:${run};">`],
    ['OWASP: meta refresh', (run) => `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${run};">`],
    ['OWASP: meta refresh data', () => `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">`],
    ['OWASP: object data', (run) => `<OBJECT TYPE="text/x-scriptlet" DATA="javascript:${run}"></OBJECT>`],
    ['OWASP: embed', () => `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`],
    ['OWASP: base href', () => `<BASE HREF="javascript:alert('XSS');//">`],
    ['OWASP: a data URL', () => `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`],
    ['OWASP: vbscript', () => `<a href="vbscript:msgbox(1)">x</a>`],
    ['OWASP: form action', (run) => `<form action="javascript:${run}"><button>go</button></form>`],
    ['OWASP: button formaction', (run) => `<button formaction="javascript:${run}">go</button>`],
    ['OWASP: isindex', (run) => `<isindex type=image src=1 onerror=${run}>`],
    ['PortSwigger: details ontoggle', (run) => `<details open ontoggle=${run}>d</details>`],
    ['PortSwigger: video source onerror', (run) => `<video><source onerror="${run}"></video>`],
    ['PortSwigger: audio onerror', (run) => `<audio src=x onerror=${run}>`],
    ['PortSwigger: autofocus onfocus', (run) => `<input autofocus onfocus=${run}>`],
    ['PortSwigger: marquee onstart', (run) => `<marquee onstart=${run}>m</marquee>`],
    ['PortSwigger: svg animate href', (run) => `<svg><a><animate attributeName=href values=javascript:${run} /><text x=20 y=20>x</text></a></svg>`],
    ['PortSwigger: svg set onbegin', (run) => `<svg><set attributeName=x onbegin=${run}>`],
    ['PortSwigger: svg use data', () => `<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknIC8+PC9zdmc+#x"></use></svg>`],
    ['PortSwigger: math href', (run) => `<math><maction actiontype="statusline" xlink:href="javascript:${run}">m</maction></math>`],
    ['PortSwigger: noscript breakout', (run) => `<noscript><p title="</noscript><img src=x onerror=${run}>">`],
    ['PortSwigger: template breakout', (run) => `<template><img src=x onerror=${run}></template>`],
    ['PortSwigger: textarea breakout', (run) => `<textarea></textarea><img src=x onerror=${run}>`],
    ['PortSwigger: comment breakout', (run) => `<!--<img src="--><img src=x onerror=${run}//">`],
    ['PortSwigger: style breakout (mXSS)', (run) => `<svg></p><style><a id="</style><img src=1 onerror=${run}>">`],
    ['PortSwigger: namespace confusion (mXSS)', (run) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${run}&gt;">`],
    ['PortSwigger: body onpageshow', (run) => `<body onpageshow=${run}>`],
    ['PortSwigger: object with html data URL', () => `<object data="data:text/html,<script>parent.__xss(0)</script>"></object>`],
    ['PortSwigger: srcset onerror', (run) => `<img srcset=",,,,,x" onerror=${run}>`],
  ];
  return vectors.map(([source, build], index) => ({ id: index + 1, source, html: build(call(index + 1)) }));
}

/** Every payload, each with its own id (over 50, as issue 11 asks). */
export const XSS_PAYLOADS: readonly XssPayload[] = payloads();

/** Harmless text a test places around each payload: it must survive sanitising. */
export const harmlessTextOf = (payload: XssPayload) => `Harmless text ${payload.id}`;
