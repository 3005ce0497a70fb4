import { expect, test } from "vitest";
import { checkBlocks } from "./check-blocks.ts";

const OWNER = "content/case-studies/a-study.mdx";

test("a gallery of 2 to 12 images with alt texts, and a complete comparison, pass", () => {
  const body = `## Approach

<Gallery>
![The desktop layout](/images/a.png)
![The phone layout](/images/b.png "On a phone")
</Gallery>

<Compare before="/images/old.svg" after="/images/new.svg" beforeAlt="The old form" afterAlt="The new form" />

<Video src="/videos/flow.webm" poster="/images/flow.png" captions="/videos/flow.vtt" caption="The flow" />

<Video src="/videos/flow.mp4" poster="/images/flow.png" />
`;
  expect(checkBlocks(OWNER, body)).toEqual([]);
});

test("names the file, the line, the block and what was expected", () => {
  const body = `Intro.

<Gallery>
![](/images/a.png)
</Gallery>

<Compare before="/images/old.svg" after="new.svg" beforeAlt="The old form" />
`;
  expect(checkBlocks(OWNER, body, 10)).toEqual([
    `${OWNER}: line 12: <Gallery>: expected 2 to 12 images, found 1`,
    `${OWNER}: line 12: <Gallery>: image 1 (/images/a.png): expected alt text describing the image`,
    `${OWNER}: line 16: <Compare>: attribute "after": expected an image path under /images ending in .svg, .png, .jpg, .webp, .avif or .gif`,
    `${OWNER}: line 16: <Compare>: attribute "afterAlt": expected alt text describing the image`,
  ]);
});

test("a video names its recording, its poster and its captions by their paths", () => {
  const body = `<Video src="/videos/flow.mov" captions="/videos/flow.srt" />

<Video poster="/images/flow.png" />
`;
  expect(checkBlocks(OWNER, body)).toEqual([
    `${OWNER}: line 1: <Video>: attribute "src": expected a video path starting with / and ending in .mp4 or .webm`,
    `${OWNER}: line 1: <Video>: attribute "poster": expected an image path such as /images/cover.svg`,
    `${OWNER}: line 1: <Video>: attribute "captions": expected a WebVTT captions path starting with / and ending in .vtt`,
    `${OWNER}: line 3: <Video>: attribute "src": expected a video path such as /videos/flow.webm`,
  ]);
});

test("refuses a comparison or a video inside another block, where it would never respond", () => {
  const body = `- A list item:

  <Video src="/videos/flow.webm" poster="/images/flow.png" />

<Quote author="Someone">
<Compare before="/images/old.svg" after="/images/new.svg" beforeAlt="Old" afterAlt="New" />
</Quote>
`;
  expect(checkBlocks(OWNER, body)).toEqual([
    `${OWNER}: line 3: <Video>: expected at the top level of the body, not inside a list, a quote or another block`,
    `${OWNER}: line 6: <Compare>: expected at the top level of the body, not inside a list, a quote or another block`,
  ]);
});

test("refuses a block inside a paragraph, and a heading that would take the page's own id", () => {
  const body = `## Links

See <Compare before="/images/old.svg" after="/images/new.svg" beforeAlt="Old" afterAlt="New" /> here.
`;
  expect(checkBlocks(OWNER, body)).toEqual([
    `${OWNER}: line 1: heading "Links": its id "links" is the page's own; name it otherwise`,
    `${OWNER}: line 3: <Compare>: expected on lines of its own, not inside a paragraph`,
  ]);
});
