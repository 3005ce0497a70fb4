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

/** A new case study: every frontmatter field, commented, and one example of each block. */
export function caseStudyTemplate({ title, slug, date }: { title: string; slug: string; date: string }): string {
  return `---
# The address of the page: /case-studies/${slug}. It must stay equal to this file's name.
slug: ${slug}
title: ${yamlText(title)}
# One text or a list of paragraphs. Cards show three lines; the first 157 characters become the page description.
summary:
  - What you changed, for whom, and why it mattered. Replace this sentence.
# The cover: an image under public/images, and what it shows for people who cannot see it.
cover: /images/case-studies/placeholder-cover.svg
coverAlt: A placeholder cover; describe your own image here.
# Cards show the first three.
tags: []
# Newest first everywhere. YYYY-MM-DD.
date: ${date}
# Optional: the "before" picture, placed where the body says <ProblemImage />.
# problemImage: /images/case-studies/${slug}-before.png
# problemImageAlt: What the problem image shows.
# Optional: a prototype in public/prototypes/<file>.html (README, "Adding a prototype").
# prototype:
#   file: ${slug}
#   title: What the prototype shows
#   mode: desktop        # or mobile
#   lock: false          # true hides the desktop/mobile switch
#   posters:             # made by npm run posters
#     desktop: /images/prototypes/${slug}-desktop.png
#     mobile: /images/prototypes/${slug}-mobile.png
# Shown under Links; they open in a new tab.
links: []
#  - label: Slides of the talk
#    href: https://example.com/slides
# Drafts show only in npm run dev. Remove this line (or write false) to publish.
draft: true
---

## Problem

A text block is plain Markdown: paragraphs, **bold**, lists and tables.

## Approach

![Alt text: what the image shows](/images/case-studies/placeholder-cover.svg "An optional caption under the image")

<Quote author="Who said it" source="Where or when they said it">
What they said, in their words.
</Quote>

## Outcome

What changed, with the numbers that show it.
`;
}
