import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import rehypeExtractToc from "@stefanprobst/rehype-extract-toc";
import withTocExport from "@stefanprobst/rehype-extract-toc/mdx";
import rehypeSlug from "rehype-slug";
import rehypeUnwrapImages from "rehype-unwrap-images";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { defineConfig } from "vite";
import { filesOnlyUnlistedWorkUses } from "#pipeline/content/case-study-files.ts";
import { resolveContentDir, resolvePublicDir } from "#pipeline/content/content-dir.ts";
import { contentPlugin } from "#pipeline/content/content-plugin.ts";
import { loadContent } from "#pipeline/content/load-content.ts";
import { devApiPlugin } from "#pipeline/dev/dev-api-plugin.ts";
import { imagesPlugin } from "#pipeline/images/images-plugin.ts";
import { siteFilesPlugin } from "#pipeline/site-files/site-files-plugin.ts";

export default defineConfig({
  publicDir: resolvePublicDir(),
  plugins: [
    contentPlugin(resolveContentDir(), resolvePublicDir()),
    imagesPlugin(resolvePublicDir(), () => filesOnlyUnlistedWorkUses(loadContent(resolveContentDir(), { includeDrafts: true }))),
    siteFilesPlugin(resolveContentDir()),
    devApiPlugin(),
    {
      enforce: "pre",
      ...mdx({
        // remark-frontmatter drops the YAML block from the body (contentPlugin serves the frontmatter);
        // unwrapped images become figures rather than images inside paragraphs; headings get ids for
        // #links, and the module exports them as `headings` for the case study's table of contents.
        remarkPlugins: [remarkFrontmatter, remarkGfm],
        rehypePlugins: [rehypeUnwrapImages, rehypeSlug, rehypeExtractToc, [withTocExport, { name: "headings" }]],
      }),
    },
    reactRouter(),
  ],
});
