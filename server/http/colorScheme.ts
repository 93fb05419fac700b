// The page's colour scheme from its first byte: the tenant's (spec §9) on <html>, so a dark
// garden never flashes white, and a fan's own choice applied before the first paint.
import type { ColorMode } from '../../common/themeConfig';

// Where Mantine's default colour scheme manager (the app's) keeps the fan's choice.
const CHOICE_KEY = 'mantine-color-scheme-value';

function choiceScript(nonce: string): string {
  return (
    `<script nonce="${nonce}">try{var v=localStorage.getItem("${CHOICE_KEY}");` +
    'if(v==="auto")v=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
    'if(v==="light"||v==="dark")document.documentElement.setAttribute("data-mantine-color-scheme",v)' +
    '}catch(e){}</script>'
  );
}

export function withColorScheme(html: string, tenantMode: ColorMode, nonce: string): string {
  return html
    .replace(/<html([^>]*)>/i, (_, attributes: string) => {
      const rest = attributes.replace(/\sdata-mantine-color-scheme="[^"]*"/, '');
      return `<html${rest} data-mantine-color-scheme="${tenantMode}">`;
    })
    .replace(/<head>/i, (head) => `${head}${choiceScript(nonce)}`);
}
