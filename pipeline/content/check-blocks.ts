// The blocks a case study's body may use beyond markdown (src/components/mdx-components.tsx), checked
// at build time so a mistake names the file, the line, the block and its attribute.
import { createProcessor } from "@mdx-js/mdx";
import { slug } from "github-slugger";
import type { Heading, Image, Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { toString as textOf } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { PAGE_SECTIONS } from "#src/features/case-studies/contents-entries.ts";
import { captionsPathSchema, imagePathSchema, videoPathSchema } from "#src/lib/content-model/content-fields.ts";

const GALLERY_IMAGES = { min: 2, max: 12 };

const COMPARE_IMAGES = ["before", "after"] as const;
const COMPARE_ALTS = ["beforeAlt", "afterAlt"] as const;

function attributeOf(block: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = block.attributes.find((each) => each.type === "mdxJsxAttribute" && each.name === name);
  return typeof attribute?.value === "string" ? attribute.value.trim() : undefined;
}

function imagesIn(block: MdxJsxFlowElement): Image[] {
  const images: Image[] = [];
  visit(block, "image", (image) => {
    images.push(image);
  });
  return images;
}

function checkGallery(block: MdxJsxFlowElement, say: (problem: string) => void) {
  const images = imagesIn(block);
  const { min, max } = GALLERY_IMAGES;
  if (images.length < min || images.length > max) say(`expected ${min} to ${max} images, found ${images.length}`);
  for (const [index, image] of images.entries()) {
    if (!image.alt?.trim()) say(`image ${index + 1} (${image.url}): expected alt text describing the image`);
  }
}

function checkCompare(block: MdxJsxFlowElement, say: (problem: string) => void) {
  for (const name of COMPARE_IMAGES) {
    const result = imagePathSchema.safeParse(attributeOf(block, name) ?? "");
    if (!result.success) say(`attribute "${name}": ${result.error.issues[0]?.message}`);
  }
  for (const name of COMPARE_ALTS) {
    if (!attributeOf(block, name)) say(`attribute "${name}": expected alt text describing the image`);
  }
}

function checkVideo(block: MdxJsxFlowElement, say: (problem: string) => void) {
  const paths = { src: videoPathSchema, poster: imagePathSchema, captions: captionsPathSchema.optional() };
  for (const [name, schema] of Object.entries(paths)) {
    const result = schema.safeParse(attributeOf(block, name));
    if (!result.success) say(`attribute "${name}": ${result.error.issues[0]?.message}`);
  }
}

// Ids the case study page gives its own parts (the layout's <main id="main">, and its Prototype and
// Links sections); a body heading that slugs to one would make two elements with one id, and two
// entries in the contents.
const PAGE_IDS = new Set(["main", ...Object.values(PAGE_SECTIONS).map((section) => section.id)]);

const CHECKS: Record<string, (block: MdxJsxFlowElement, say: (problem: string) => void) => void> = {
  Gallery: checkGallery,
  Compare: checkCompare,
  Video: checkVideo,
};
// Blocks that respond to the visitor. The body's other blocks keep their prerendered markup, which
// React never hydrates (docs/decisions/019-hydrate-what-is-interactive.md): inside one of them,
// these would show but never respond on a page opened directly.
const INTERACTIVE_BLOCKS = new Set(["Compare", "Video"]);

/**
 * Problems with the blocks in `body`, each as '<owner>: line N: <Gallery>: expected …'. `firstLine`
 * is the file's line the body starts on, after the frontmatter.
 */
export function checkBlocks(owner: string, body: string, firstLine = 1): string[] {
  const problems: string[] = [];
  let tree: Root;
  try {
    tree = createProcessor().parse(body) as Root;
  } catch (error) {
    return [`${owner}: the body is not valid MDX: ${(error as Error).message}`];
  }
  const lineOf = (node: { position?: { start: { line: number } } }) => (node.position?.start.line ?? 1) + firstLine - 1;
  visit(tree, "mdxJsxFlowElement", (block: MdxJsxFlowElement, _index, parent) => {
    const check = block.name ? CHECKS[block.name] : undefined;
    if (!check) return;
    const say = (problem: string) => problems.push(`${owner}: line ${lineOf(block)}: <${block.name}>: ${problem}`);
    check(block, say);
    if (INTERACTIVE_BLOCKS.has(block.name ?? "") && parent?.type !== "root") {
      say("expected at the top level of the body, not inside a list, a quote or another block");
    }
  });
  visit(tree, "heading", (heading: Heading) => {
    const id = slug(textOf(heading));
    if (PAGE_IDS.has(id) || id.endsWith("-anchor")) {
      problems.push(
        `${owner}: line ${lineOf(heading)}: heading "${textOf(heading)}": its id "${id}" is the page's own; name it otherwise`,
      );
    }
  });
  // Inside a paragraph a block would be a figure or a list within <p>: invalid HTML the browser rearranges.
  visit(tree, "mdxJsxTextElement", (inline: MdxJsxTextElement) => {
    if (!inline.name || !CHECKS[inline.name]) return;
    problems.push(`${owner}: line ${lineOf(inline)}: <${inline.name}>: expected on lines of its own, not inside a paragraph`);
  });
  return problems;
}
