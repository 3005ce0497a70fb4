// `npm run new -- "Case study title"`: writes content/case-studies/<slug>.mdx with every field, as a draft.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { caseStudyTemplate, slugFromTitle } from "#pipeline/content/case-study-template.ts";
import { resolveContentDir, resolvePublicDir } from "#pipeline/content/content-dir.ts";
import { PLACEHOLDER_COVER_PATH, PLACEHOLDER_COVER_SVG } from "#pipeline/content/placeholder-cover.ts";

const title = process.argv.slice(2).join(" ").trim();
if (!title) {
  console.error('Usage: npm run new -- "Case study title"');
  process.exit(2);
}
const slug = slugFromTitle(title);
if (!slug) {
  console.error(`"${title}" gives no slug: use letters or digits in the title.`);
  process.exit(2);
}
const dir = path.join(resolveContentDir(), "case-studies");
const file = path.join(dir, `${slug}.mdx`);
if (existsSync(file)) {
  console.error(`${path.relative(process.cwd(), file)} already exists; choose another title, or edit that file.`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
const today = new Date().toLocaleDateString("en-CA"); // YYYY-MM-DD in the owner's own time zone
writeFileSync(file, caseStudyTemplate({ title, slug, date: today }), { flag: "wx" });
console.log(`Created ${path.relative(process.cwd(), file)} (a draft). Preview it with npm run dev.`);
// The draft names the placeholder cover: put it back where an owner replaced the sample's images.
const cover = path.join(resolvePublicDir(), PLACEHOLDER_COVER_PATH);
if (!existsSync(cover)) {
  mkdirSync(path.dirname(cover), { recursive: true });
  writeFileSync(cover, PLACEHOLDER_COVER_SVG);
  console.log(`Added ${path.relative(process.cwd(), cover)}, the placeholder cover it shows until you give it its own.`);
}
