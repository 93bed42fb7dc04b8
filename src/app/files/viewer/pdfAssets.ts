import { pdfjs } from 'react-pdf';

/** Where the build puts pdf.js's data folders (scripts/pdfAssets.ts): our origin, so the CSP's 'self' covers them. */
const base = `/assets/pdfjs-${pdfjs.version}/`;

/**
 * What pdf.js fetches by URL: character maps, standard fonts, colour profiles and image decoders.
 * The decoders are its JavaScript ones: compiling WebAssembly needs 'wasm-unsafe-eval', which the
 * app's CSP does not grant (DECISIONS 62).
 */
export const pdfOptions = {
  cMapUrl: `${base}cmaps/`,
  standardFontDataUrl: `${base}standard_fonts/`,
  iccUrl: `${base}iccs/`,
  wasmUrl: `${base}wasm/`,
  useWasm: false,
};
