import { readFileSync } from "node:fs";
import path from "node:path";
import { createProcessor } from "@mdx-js/mdx";
import type { Image, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { SKIP, visit } from "unist-util-visit";
import { IMAGE_SIZES, widestShownWidth } from "#src/lib/image-sizes.ts";
import type { CaseStudyReferences } from "./frontmatter-references.ts";
import { splitFrontmatter } from "./parse-yaml.ts";

/** One place the site shows an image the content names. */
export interface ShownImage {
  /** The content file that names it, relative to the working folder. */
  owner: string;
  /** Where in that file: 'field "cover"', 'line 31: <Gallery>: image 2'. */
  place: string;
  /** As written: /images/case-studies/cover.png */
  sitePath: string;
  /**
   * The widest it is shown, in css px, from the places' `sizes` (src/lib/image-sizes.ts); none for a
   * poster, a prototype's or a video's, which cannot be sharper than what it stands for
   * (docs/product.md#content).
   */
  widest?: number;
}

const widestOf = (...places: (keyof typeof IMAGE_SIZES)[]) =>
  Math.max(...places.map((place) => widestShownWidth(IMAGE_SIZES[place])));
// A cover is shown on its page, on cards and beside older and newer case studies; an avatar in the
// hero and in the header.
const COVER = widestOf("column", "card", "neighbour");
const COLUMN = widestOf("column");
const GALLERY_TILE = widestOf("galleryTile");
const AVATAR = widestOf("heroAvatar", "headerAvatar");
const QUOTE_PICTURE = widestOf("quotePicture");

// The images a block shows through its attributes, and the widest each is shown; a video's poster is
// its first frame, which cannot be sharper than the video.
const BLOCK_IMAGES: Record<string, Record<string, number | undefined>> = {
  Compare: { before: COLUMN, after: COLUMN },
  Video: { poster: undefined },
};

const where = (file: string) => path.relative(process.cwd(), file) || file;

function attributeOf(block: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = block.attributes.find((each) => each.type === "mdxJsxAttribute" && each.name === name);
  return typeof attribute?.value === "string" ? attribute.value.trim() : undefined;
}

/** The images a case study's body shows: markdown images in the column or a gallery, comparisons, video posters. */
function imagesOfBody(owner: string, fileText: string): ShownImage[] {
  const { body } = splitFrontmatter(fileText);
  const firstLine = fileText.slice(0, fileText.length - body.length).split("\n").length;
  let tree: Root;
  try {
    tree = createProcessor().parse(body) as Root;
  } catch {
    return []; // The build and the check already name a body that is not valid MDX (check-blocks.ts).
  }
  const lineOf = (node: { position?: { start: { line: number } } }) => (node.position?.start.line ?? 1) + firstLine - 1;
  const shown: ShownImage[] = [];
  // In document order: a gallery's images are its tiles, and the walk does not go into it again.
  visit(tree, (node) => {
    if (node.type === "image") {
      shown.push({ owner, place: `line ${lineOf(node)}: image`, sitePath: (node as Image).url, widest: COLUMN });
      return;
    }
    if (node.type !== "mdxJsxFlowElement") return;
    const block = node as MdxJsxFlowElement;
    const at = `line ${lineOf(block)}: <${block.name}>`;
    for (const [name, widest] of Object.entries(BLOCK_IMAGES[block.name ?? ""] ?? {})) {
      const sitePath = attributeOf(block, name);
      if (sitePath) shown.push({ owner, place: `${at}: attribute "${name}"`, sitePath, widest });
    }
    if (block.name !== "Gallery") return;
    let count = 0;
    visit(block, "image", (image: Image) => {
      count += 1;
      shown.push({ owner, place: `${at}: image ${count}`, sitePath: image.url, widest: GALLERY_TILE });
    });
    return SKIP;
  });
  return shown;
}

interface ShownContent {
  site?: {
    avatar: { src: string };
    quotes: { picture?: string }[];
    prototype?: { posters: Record<string, string | undefined> };
  };
  caseStudies: { file: string; caseStudy: CaseStudyReferences }[];
}

/**
 * Every image the content shows under public/, with the place that shows it, in file order: site.yaml's
 * avatar, quote pictures and posters, then each case study's cover, problem image, posters and body.
 */
export function shownImagesOf({ site, caseStudies }: ShownContent, contentDir: string): ShownImage[] {
  const shown: ShownImage[] = [];
  const posters = (owner: string, of: Record<string, string | undefined> = {}) => {
    for (const [mode, sitePath] of Object.entries(of)) {
      if (sitePath) shown.push({ owner, place: `field "prototype.posters.${mode}"`, sitePath });
    }
  };
  if (site) {
    const owner = where(path.join(contentDir, "site.yaml"));
    shown.push({ owner, place: 'field "avatar.src"', sitePath: site.avatar.src, widest: AVATAR });
    for (const [index, { picture }] of site.quotes.entries()) {
      if (picture) shown.push({ owner, place: `field "quotes[${index}].picture"`, sitePath: picture, widest: QUOTE_PICTURE });
    }
    posters(owner, site.prototype?.posters);
  }
  for (const { file, caseStudy } of caseStudies) {
    const owner = where(file);
    if (caseStudy.cover) shown.push({ owner, place: 'field "cover"', sitePath: caseStudy.cover, widest: COVER });
    const problemImage = caseStudy.problemImage?.src;
    if (problemImage) shown.push({ owner, place: 'field "problemImage"', sitePath: problemImage, widest: COLUMN });
    posters(owner, caseStudy.prototype?.posters);
    shown.push(...imagesOfBody(owner, readFileSync(file, "utf8")));
  }
  return shown.filter(({ sitePath }) => sitePath.startsWith("/"));
}
