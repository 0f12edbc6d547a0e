// XSS payloads for the generated-page sanitizer. Each one calls `__xss(n)` (or `top.__xss(n)`
// from inside a frame) when, and only when, it manages to run script.

import { ownText } from "../../harness/own-text";
import { readPageForm } from "~/lib/pages/page-form.server";
import { cleanPage } from "~/lib/pages/store.server";

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

const XSS_PAYLOADS: ((n: number) => string)[] = [
  // Script elements, plain and disguised.
  (n) => `<script>__xss(${n})</script>`,
  (n) => `<SCRIPT>__xss(${n})</SCRIPT>`,
  (n) => `<script type="module">__xss(${n})</script>`,
  (n) => `<script src="data:text/javascript,__xss(${n})"></script>`,
  (n) => `<script/x>__xss(${n})</script>`,
  (n) => `<scr<script>ipt>__xss(${n})</scr</script>ipt>`,
  (n) => `<<script>script>__xss(${n})<</script>/script>`,
  (n) => `"><script>__xss(${n})</script>`,
  (n) => `'><img src=x onerror=__xss(${n})>`,
  (n) => `</textarea><script>__xss(${n})</script>`,
  (n) => `</title><script>__xss(${n})</script>`,
  (n) => `<img """><script>__xss(${n})</script>">`,
  // Event handlers.
  (n) => `<img src=x onerror=__xss(${n})>`,
  (n) => `<img src="/nao-existe.png" onerror="__xss(${n})" alt="quebrada">`,
  (n) => `<img src="https://exemplo.com/x.png" alt="a"onerror="__xss(${n})">`,
  (n) => `<img src=x onerror=&#95;&#95;xss(${n})>`,
  (n) => `<img srcset="x" onerror=__xss(${n})>`,
  (n) => `<img src="x:gif" onerror="window['__x'+'ss'](${n})">`,
  (n) => `<svg onload=__xss(${n})>`,
  (n) => `<svg><script>__xss(${n})</script></svg>`,
  (n) => `<svg><animate onbegin=__xss(${n}) attributeName=x dur=1s>`,
  (n) => `<svg><a xlink:href="javascript:__xss(${n})"><text x=20 y=20>clique</text></a></svg>`,
  (n) => `<details open ontoggle=__xss(${n})><summary>s</summary>d</details>`,
  (n) => `<body onload=__xss(${n})>`,
  (n) => `<input autofocus onfocus=__xss(${n})>`,
  (n) => `<select autofocus onfocus=__xss(${n})><option>a</option></select>`,
  (n) => `<textarea autofocus onfocus=__xss(${n})>t</textarea>`,
  (n) => `<video><source onerror="__xss(${n})"></video>`,
  (n) => `<audio src=x onerror=__xss(${n})>`,
  (n) => `<marquee onstart=__xss(${n})>m</marquee>`,
  (n) => `<div onmouseover="__xss(${n})" onclick="__xss(${n})">passe</div>`,
  (n) => `<a href="https://exemplo.com/" onclick="__xss(${n})">clique</a>`,
  (n) => `<p title="</p><img src=x onerror=__xss(${n})>">t</p>`,
  (n) => `<x onclick=__xss(${n})>clique</x>`,
  (n) => `<button popovertarget=p${n}>b</button><div popover id=p${n} onbeforetoggle=__xss(${n})>p</div>`,
  // javascript: and data: URLs.
  (n) => `<a href="javascript:__xss(${n})">clique</a>`,
  (n) => `<a href="JaVaScRiPt:__xss(${n})">clique</a>`,
  (n) => `<a href=" javascript:__xss(${n})">clique</a>`,
  (n) => `<a href="jav&#x09;ascript:__xss(${n})">clique</a>`,
  (n) => `<a href="java\nscript:__xss(${n})">clique</a>`,
  (n) => `<a href="&#106;avascript:__xss(${n})">clique</a>`,
  (n) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;__xss(${n})">clique</a>`,
  (n) =>
    `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058__xss(${n})">c</a>`,
  (n) => `<a href="javascript&colon;__xss(${n})">clique</a>`,
  (n) => `<a href="javascript:__xss(${n})" target="_blank">nova aba</a>`,
  (n) => `<a href="data:text/html;base64,${b64(`<script>__xss(${n})</script>`)}">clique</a>`,
  (n) => `<iframe src="javascript:top.__xss(${n})"></iframe>`,
  (n) => `<iframe srcdoc="<script>top.__xss(${n})</script>"></iframe>`,
  (n) => `<iframe srcdoc="&lt;img src=x onerror=top.__xss(${n})&gt;"></iframe>`,
  (n) => `<iframe src="data:text/html,<script>__xss(${n})</script>"></iframe>`,
  (n) => `<object data="javascript:top.__xss(${n})"></object>`,
  (n) => `<object data="data:text/html;base64,${b64(`<script>__xss(${n})</script>`)}"></object>`,
  (n) => `<object><param name=src value=javascript:__xss(${n})></object>`,
  (n) => `<embed src="javascript:top.__xss(${n})">`,
  (n) => `<embed src="data:text/html;base64,${b64(`<script>__xss(${n})</script>`)}">`,
  (n) => `<form action="javascript:__xss(${n})"><button>enviar</button></form>`,
  (n) => `<form><button formaction="javascript:__xss(${n})">enviar</button></form>`,
  (n) => `<math><maction actiontype="statusline" xlink:href="javascript:__xss(${n})">clique</maction></math>`,
  // Style tricks.
  (n) => `<div style="background:url(javascript:__xss(${n}))">estilo</div>`,
  (n) => `<div style="width: expression(__xss(${n}))">expr</div>`,
  (n) => `<style>@import "javascript:__xss(${n})";</style><p>s</p>`,
  (n) => `<style>*{background:url("javascript:__xss(${n})")}</style><p>s</p>`,
  // Parser differentials (mXSS), templates, comments, head elements.
  (n) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=__xss(${n})&gt;">`,
  (n) => `<template><img src=x onerror=__xss(${n})></template>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=__xss(${n})>"></noscript>`,
  (n) => `<!--<img src="--><img src=x onerror=__xss(${n})//">`,
  (n) => `<svg><style><img src=x onerror=__xss(${n})></style></svg>`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${n})">`,
  (n) => `<base href="javascript:__xss(${n})//"><a href="relativo">relativo</a>`,
  (n) => `<link rel="stylesheet" href="javascript:__xss(${n})">`,
];

/**
 * The page content for payload `n`: some ordinary markup around the payload, so it is never empty
 * once sanitized, and a paragraph of its own before it (a payload may swallow what follows), so the
 * page is long enough to be indexed and listed.
 */
export function contentFor(n: number, payload: string): string {
  return `<p>Carga ${n}</p><p>${ownText(`carga${n}`)}</p>${payload}<p>Fim da carga ${n}</p>`;
}

/** One page per payload, as the tests save it: the payload in the title, the description and the content. */
export interface XssCase {
  n: number;
  slug: string;
  payload: string;
  title: string;
  description: string;
  content: string;
}

export const XSS_CASES: XssCase[] = XSS_PAYLOADS.map((make, i) => {
  const n = i + 1;
  const payload = make(n);
  return {
    n,
    slug: `xss-${n}`,
    payload,
    title: `XSS ${n} ${payload}`,
    description: `Descrição da carga ${n}: ${payload}`,
    content: contentFor(n, payload),
  };
});

/**
 * What the panel's page form stores for these fields: the form's parser (zod, plain text to HTML),
 * then the page store's cleaning (sanitizeText, sanitizeHtml, slug), the only place text is cleaned.
 */
export function storedByForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const result = readPageForm(form);
  if (!result.ok) throw new Error(`refused by the form: ${result.error}`);
  return cleanPage(result.page);
}
