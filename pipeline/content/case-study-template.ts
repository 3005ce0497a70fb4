import { PLACEHOLDER_COVER_PATH } from "./placeholder-cover.ts";

/** A slug from a title: lowercase ASCII letters and digits joined by single dashes ("Café Menus 2" → "cafe-menus-2"). */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function yamlText(text: string): string {
  return JSON.stringify(text); // a JSON string is a valid YAML double-quoted scalar
}

/** A new case study: every frontmatter field, with a link to its rules, and one example of each block. */
export function caseStudyTemplate({ title, slug, date }: { title: string; slug: string; date: string }): string {
  return `---
# Each field's rules: docs/product.md#case-study-fields. How to write one: content/README.md.
# The page's address is /case-studies/${slug}: keep the slug equal to this file's name.
slug: ${slug}
title: ${yamlText(title)}
summary:
  - What you changed, for whom, and why it mattered. Replace this sentence.
cover: ${PLACEHOLDER_COVER_PATH}
coverAlt: A placeholder cover; describe your own image here.
tags: []
date: ${date}
# Optional: the "before" picture, placed where the body says <ProblemImage />.
# problemImage: /images/case-studies/${slug}-before.png
# problemImageAlt: What the problem image shows.
# Optional: a prototype in public/prototypes/ (content/README.md#adding-a-prototype).
# prototype:
#   file: ${slug}
#   title: What the prototype shows
#   mode: desktop
#   lock: false
#   posters:
#     desktop: /images/prototypes/${slug}-desktop.png
#     mobile: /images/prototypes/${slug}-mobile.png
links: []
#  - label: Slides of the talk
#    href: https://example.com/slides
# true puts it first on the home page, however old it is.
featured: false
# A draft shows only in npm run dev: remove this line to publish.
draft: true
# public, unlisted (only people with its address) or protected (docs/product.md#private-work).
visibility: public
---

## Problem

A text block is plain Markdown: paragraphs, **bold**, lists and tables.

## Approach

![Alt text: what the image shows](${PLACEHOLDER_COVER_PATH} "An optional caption under the image")

<Quote author="Who said it" source="Where or when they said it">
What they said, in their words.
</Quote>

## Outcome

What changed, with the numbers that show it.
`;
}
