import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** Inter's Latin parts as @fontsource-variable/inter declares them; French needs only the first. */
const FACES = [
  {
    url: interLatin,
    range:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
  {
    url: interLatinExt,
    range:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
];

/** Inter's file for French text, which a first visit puts in the browser's cache once the page has loaded. */
export const FONT_URL = interLatin;

/** How long after the load event a first visit fetches Inter for the next pages. */
export const FONT_CACHING_DELAY_MS = 3000;

/** The key under which the browser remembers that it has Inter in its cache. */
export const FONT_CACHED_KEY = "inter-cached";

/**
 * Run in the <head>, before the first paint (docs/decisions/028-marketing-pages-without-framework-js.md): Inter's faces
 * only where an earlier page put the font in the cache, so that a first visit paints at once in the local fallback
 * (app.css) and later ones in Inter. `optional`: the browser uses Inter only if it has it for the first paint, and
 * never swaps fonts under the reader's eyes. The faces go to `document.fonts`, not into the <head> React hydrates.
 */
export const FONT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(FONT_CACHED_KEY)}))for(const f of ${JSON.stringify(FACES)})document.fonts.add(new FontFace("Inter Variable",'url('+f.url+') format("woff2-variations")',{display:"optional",weight:"100 900",unicodeRange:f.range}))}catch{}`;
