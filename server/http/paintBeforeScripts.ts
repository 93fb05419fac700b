// The served page paints before its scripts cost anything. A phone on a slow network
// spends the first round trips on the document and its stylesheets alone, draws the
// server-rendered page, and only then downloads (all chunks at once, as module preloads),
// evaluates and hydrates the app. A hidden tab paints no frames, so there it starts at once.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/g;

function startAfterFirstPaint(entry: string, chunks: string[], nonce: string): string {
  const start =
    `function(){${JSON.stringify(chunks)}.forEach(function(h){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});` +
    `import(${JSON.stringify(entry)})}`;
  return (
    `<script nonce="${nonce}">(function(s){if(document.visibilityState==="hidden")s();` +
    `else requestAnimationFrame(function(){setTimeout(s)})})(${start})</script>`
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
