// The served page paints before its scripts cost anything. A phone on a slow network
// spends the first round trips on the document and its stylesheets alone, draws the
// server-rendered page, and only then downloads (all chunks at once, as module preloads),
// evaluates and hydrates the app. "Drawn" is the browser's own first-contentful-paint entry:
// a frame callback runs before the frame reaches the screen, and on a busy phone the chunks
// would otherwise compete with the first paint. Without paint timing the next frame stands in;
// a hidden tab paints nothing and starts at once; a page that never paints starts after 3 s.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/g;

function startAfterFirstPaint(entry: string, chunks: string[], nonce: string): string {
  const start =
    `function(){${JSON.stringify(chunks)}.forEach(function(h){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});` +
    `import(${JSON.stringify(entry)})}`;
  return (
    `<script nonce="${nonce}">(function(s){var d=0;function go(){if(!d){d=1;s()}}` +
    `if(document.visibilityState==="hidden")return go();setTimeout(go,3000);` +
    `var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go)})` +
    `.observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go)})})(${start})</script>`
  );
}

export function paintBeforeScripts(html: string, nonce: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((preload) => preload[1]);
  const stylesheets = html.match(STYLESHEET) ?? [];
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(entry[0], () => stylesheets.join('') + startAfterFirstPaint(entry[1], chunks, nonce));
}
