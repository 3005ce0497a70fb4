// The cover `npm run new` names until the owner gives the case study its own (content/README.md): the
// sample's public/images/case-studies/placeholder-cover.svg, written again into an owner's public/
// that no longer has it, so a new draft opens in `npm run dev` whatever the owner kept of the sample.

export const PLACEHOLDER_COVER_PATH = "/images/case-studies/placeholder-cover.svg";

export const PLACEHOLDER_COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 800" width="1280" height="800" role="img">
  <title>Placeholder cover: replace it with your case study's own image</title>
  <rect width="1280" height="800" fill="#f2f0ec"/>
  <rect x="160" y="140" width="960" height="520" rx="24" fill="#ffffff" stroke="#e2dfd8" stroke-width="2"/>
  <rect x="220" y="210" width="360" height="28" rx="8" fill="#1f5fbf" opacity=".85"/>
  <rect x="220" y="268" width="560" height="16" rx="8" fill="#c9c5bc"/>
  <rect x="220" y="300" width="500" height="16" rx="8" fill="#c9c5bc"/>
  <rect x="220" y="380" width="250" height="200" rx="16" fill="#e6eefb"/>
  <rect x="500" y="380" width="250" height="200" rx="16" fill="#e6eefb"/>
  <rect x="780" y="380" width="250" height="200" rx="16" fill="#e6eefb"/>
  <text x="640" y="730" text-anchor="middle" font-family="system-ui, sans-serif" font-size="30" fill="#55575f">Replace this placeholder cover</text>
</svg>
`;
