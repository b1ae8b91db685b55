import type { Plugin } from 'vite';

/**
 * A script's text with every character beyond ASCII written as a JavaScript escape (`\u00e1`; a character
 * beyond the first 65,536 as its two UTF-16 halves), which means the same in a string, a template's
 * cooked text, a regular expression and an identifier.
 *
 * Why: Node keeps the source of every module it loads in memory, to compile each function when it is
 * first called, and keeps it two bytes per character as soon as one character is not ASCII (an "á" in a
 * page's text is enough). The server's bundle (3.3 MB) and the prerender entry (1.8 MB) were held as
 * 6.6 MB and 3.6 MB. esbuild escapes strings already but not tagged templates (the server's `markup`),
 * and the web build's bundler does not escape at all.
 *
 * Not for code that reads a template's raw text (`String.raw`) beyond ASCII: none of these bundles does.
 */
export const asciiOnly = (code: string) =>
  code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The same for every chunk of the server-side build (`vite build --ssr`), which Node loads. Done once the
 * chunks are final: Vite's own last pass (esbuild, `charset: 'utf8'`) writes the escapes back as characters.
 */
export const asciiOnlyServerBuild = (): Plugin => ({
  name: 'foro:ascii-only-server-build',
  enforce: 'post',
  apply: (_config, env) => Boolean(env.isSsrBuild),
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk') output.code = asciiOnly(output.code);
    }
  },
});
